import fc from 'fast-check';
import { Advance } from './advance-command';
import {
  ActOnIncident,
  type ActorSpec,
  CreateIncident,
  type IncidentActionOptions,
  type InvestigationChoice,
  ReadIncident,
  StartInvestigation,
} from './incident-commands';
import { ROOT_CAUSE_CATEGORIES, SaveInvestigation } from './investigation-commands';
import { ACTORS, type ActorName, type Model, type World } from './model-world';
import {
  type InvestigationRequest,
  REQUIRED_SECTIONS,
  SECTIONS,
  type Section,
} from './spec-investigation-rules';

/**
 * The random actions of the model-based tests. Weights favour the people who may act and the steps that move
 * an incident forward, so that sequences of ~30 commands regularly reach investigations, completion and
 * closing, while every refusal path (wrong role, wrong status, someone else's draft, blank reasons, invalid
 * forms, locked investigations) still comes up often.
 */

type AnyCommand = fc.AsyncCommand<Model, World, false>;

const weighted = <T>(...pairs: [T, number][]) =>
  fc.oneof(...pairs.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

/** For the reporter's actions (save, submit, delete): mostly the reporter, sometimes anyone else. */
const reporterSide: fc.Arbitrary<ActorSpec> = weighted<ActorSpec>(
  ['reporter', 6],
  ['admin', 1],
  ['quality', 1],
  ['investigator', 1],
  ['user', 1],
  ['user2', 1],
);
/** For the quality team's actions: mostly quality or an admin, sometimes anyone else. */
const qualitySide: fc.Arbitrary<ActorSpec> = weighted<ActorSpec>(
  ['quality', 5],
  ['admin', 2],
  ['reporter', 1],
  ['investigator', 1],
  ['user', 1],
  ['user2', 1],
);
const investigationActor: fc.Arbitrary<ActorName> = weighted<ActorName>(
  ['investigator', 3],
  ['quality', 2],
  ['admin', 2],
  ['user', 1],
  ['user2', 1],
);
const pick = fc.nat({ max: 1000 });

const reason = fc.oneof(
  { arbitrary: fc.constantFrom('Duplicate of an earlier report.', '  Photos please  '), weight: 3 },
  { arbitrary: fc.constantFrom('', '   ', undefined), weight: 1 },
);
const formDescription = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 2 },
  {
    arbitrary: fc.constantFrom('Updated: crack found on a second housing.', 'Rewritten description.'),
    weight: 2,
  },
  { arbitrary: fc.constantFrom('', '  '), weight: 1 },
);
const investigationChoice: fc.Arbitrary<InvestigationChoice> = fc.oneof(
  { arbitrary: pick.map((p) => ({ kind: 'model' as const, pick: p })), weight: 6 },
  { arbitrary: fc.constant({ kind: 'unknown' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'blank' as const }), weight: 1 },
);

type Action = ConstructorParameters<typeof ActOnIncident>[0];
const REPORTER_ACTIONS: readonly Action[] = ['save-draft', 'submit', 'delete'];

const act = (action: Action, extra: fc.Arbitrary<IncidentActionOptions> = fc.constant({})) =>
  fc
    .tuple(REPORTER_ACTIONS.includes(action) ? reporterSide : qualitySide, pick, extra)
    .map(([actor, p, options]): AnyCommand => new ActOnIncident(action, actor, p, options));

const sectionText = (section: Section) => fc.constantFrom(`${section}: first take.`, `${section}: revised.`);
const category = fc.constantFrom(...Object.keys(ROOT_CAUSE_CATEGORIES));
const allRequiredTicked = Object.fromEntries(REQUIRED_SECTIONS.map((s) => [s, true])) as Record<
  Section,
  boolean
>;

/** Every section written, a category and a quantity: what a full 'Update Investigation' form sends. */
const filledForm: fc.Arbitrary<InvestigationRequest> = fc
  .tuple(weighted([true, 3], [false, 1]), category, ...SECTIONS.map(sectionText))
  .map(([justified, cat, ...texts]) => ({
    justified,
    category: cat,
    quantity: '4',
    text: Object.fromEntries(SECTIONS.map((s, i) => [s, texts[i]])) as Record<Section, string>,
  }));

/** A few fields changed at once, including blank and invalid values. */
const partialEdit: fc.Arbitrary<InvestigationRequest> = fc
  .record(
    {
      justified: fc.boolean(),
      section: fc.tuple(
        fc.constantFrom(...SECTIONS),
        fc.constantFrom('', '   ', 'first take.', 'other words.'),
      ),
      category: fc.constantFrom(null, ...Object.keys(ROOT_CAUSE_CATEGORIES)),
      quantity: fc.constantFrom('0', '7', '', '-3', 'many'),
    },
    { requiredKeys: [] },
  )
  .map(({ section, ...rest }) => ({
    ...rest,
    ...(section
      ? { text: { [section[0]]: section[1].trim() ? `${section[0]}: ${section[1]}` : section[1] } }
      : {}),
  }));

const ticks: fc.Arbitrary<InvestigationRequest> = fc
  .record(
    Object.fromEntries(SECTIONS.map((s) => [s, weighted([true, 4], [false, 1])])) as Record<
      Section,
      fc.Arbitrary<boolean>
    >,
    { requiredKeys: [] },
  )
  .map((signedOff) => ({ signedOff }));

const completion: fc.Arbitrary<InvestigationRequest> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ completed: true }) },
  { weight: 1, arbitrary: fc.constant({ signedOff: allRequiredTicked, completed: true }) },
  {
    weight: 2,
    arbitrary: filledForm.map((form) => ({ ...form, signedOff: allRequiredTicked, completed: true })),
  },
);

const save = (label: string, request: fc.Arbitrary<InvestigationRequest>) =>
  fc
    .tuple(investigationActor, pick, request)
    .map(([actor, p, body]): AnyCommand => new SaveInvestigation(label, actor, p, body));

const create: fc.Arbitrary<AnyCommand> = fc
  .tuple(
    weighted<ActorName>(['user', 3], ['user2', 2], ['investigator', 1], ['quality', 1], ['admin', 1]),
    weighted<'save-draft' | 'submit'>(['submit', 2], ['save-draft', 1]),
  )
  .map(([actor, action]): AnyCommand => new CreateIncident(actor, action));

/** Each run starts with a few fresh incidents, so that the random commands have something to act on. */
export const prologueArbitrary = fc.array(create, { minLength: 1, maxLength: 2 });

export const commandArbitrary: fc.Arbitrary<AnyCommand> = fc.oneof(
  { weight: 1, arbitrary: create },
  { weight: 5, arbitrary: pick.map((p): AnyCommand => new Advance(p)) },
  {
    weight: 2,
    arbitrary: act(
      'save-draft',
      formDescription.map((description) => ({ description })),
    ),
  },
  {
    weight: 3,
    arbitrary: act(
      'submit',
      formDescription.map((description) => ({ description })),
    ),
  },
  {
    weight: 1,
    arbitrary: act(
      'update',
      formDescription.map((description) => ({ description })),
    ),
  },
  { weight: 1, arbitrary: act('delete') },
  {
    weight: 4,
    arbitrary: act(
      'acknowledge',
      fc.boolean().map((stray) => ({ stray })),
    ),
  },
  {
    weight: 1,
    arbitrary: act(
      'reject',
      reason.map((r) => ({ reason: r })),
    ),
  },
  {
    weight: 2,
    arbitrary: act(
      'request-more-information',
      reason.map((r) => ({ reason: r })),
    ),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(qualitySide, pick, fc.option(pick, { freq: 3 }))
      .map(([actor, p, copy]): AnyCommand => new StartInvestigation(actor, p, copy)),
  },
  {
    weight: 1,
    arbitrary: act(
      'start-investigation',
      investigationChoice.map((investigation) => ({ investigation })),
    ),
  },
  {
    weight: 2,
    arbitrary: act(
      'reassign-investigation',
      investigationChoice.map((investigation) => ({ investigation })),
    ),
  },
  {
    weight: 3,
    arbitrary: act(
      'close',
      fc.boolean().map((stray) => ({ stray })),
    ),
  },
  { weight: 3, arbitrary: save('edit-investigation', fc.oneof(filledForm, partialEdit)) },
  { weight: 2, arbitrary: save('sign-off', ticks) },
  { weight: 4, arbitrary: save('complete-investigation', completion) },
  { weight: 1, arbitrary: save('reopen-investigation', fc.constant({ completed: false })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...ACTORS), pick).map(([a, p]): AnyCommand => new ReadIncident(a, p)),
  },
);
