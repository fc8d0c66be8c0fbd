import { type SignalGroup, type TSignalMethod, ZSignalMethod } from '@qi/domain/signal-method';
import { type TSignalRule, type TSignalRuleRequest, ZSignalRuleRequest } from '@qi/domain/signal-rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type SignalMethodKind = TSignalMethod['method'];

/** The rule form's fields as typed (numbers as text); `requestOf` turns them into the request body. */
export interface SignalRuleFormValues {
  name: string;
  group: SignalGroup;
  method: SignalMethodKind;
  atLeast: string;
  /** The window: the count rule's D days, the statistical rule's window. */
  days: string;
  baselineDays: string;
  /** The statistical rule's false-alarm rate in per cent (the API takes a fraction). */
  falseAlarmPercent: string;
  minCount: string;
  /** Empty: the window's days. */
  coolDownDays: string;
  enabled: boolean;
  owners: string[];
  /** The one group a watch rule keeps to (a closed supplier corrective action's), kept as it is; null: every group. */
  watchKey: string | null;
}

const [COUNT, POISSON] = ZSignalMethod.options;
/** The statistical method's defaults (baseline, false-alarm rate, minimum), as the domain sets them. */
const POISSON_DEFAULTS = POISSON.parse({ method: 'poisson', days: 28 });

/** Per cent without float noise: 0.07 → '7'. */
export const percentText = (rate: number) => String(Number((rate * 100).toPrecision(6)));

export function formValuesOf(rule?: TSignalRule): SignalRuleFormValues {
  const method = rule?.method;
  const poisson = method?.method === 'poisson' ? method : POISSON_DEFAULTS;
  return {
    name: rule?.name ?? '',
    group: rule?.group ?? 'partNumber',
    method: method?.method ?? 'count',
    atLeast: String(method?.method === 'count' ? method.atLeast : 3),
    days: String(method?.days ?? 30),
    baselineDays: String(poisson.baselineDays),
    falseAlarmPercent: percentText(poisson.falseAlarmRate),
    minCount: String(poisson.minCount),
    // A rule's cool-down equal to its window is what an empty field means: show it empty.
    coolDownDays: rule && rule.coolDownDays !== rule.method.days ? String(rule.coolDownDays) : '',
    enabled: rule?.enabled ?? false,
    owners: rule?.owners ?? [],
    watchKey: rule?.watchKey ?? null,
  };
}

const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The request body the form's values make, not yet checked (the resolver checks it with the domain's schema). */
export function requestOf(values: SignalRuleFormValues) {
  const days = numberOf(values.days);
  const percent = numberOf(values.falseAlarmPercent);
  const method =
    values.method === 'count'
      ? { method: 'count', atLeast: numberOf(values.atLeast), days }
      : {
          method: 'poisson',
          days,
          baselineDays: numberOf(values.baselineDays),
          falseAlarmRate: percent === undefined ? undefined : percent / 100,
          minCount: numberOf(values.minCount),
        };
  const coolDown = numberOf(values.coolDownDays);
  return {
    name: values.name,
    group: values.group,
    method,
    coolDownDays: coolDown ?? null,
    enabled: values.enabled,
    owners: values.owners,
    // A PUT is the whole rule: a watch rule sends its one group again, or it would watch every group.
    ...(values.watchKey ? { watchKey: values.watchKey } : {}),
  };
}

/** The settings that decide when a rule fires (group, method, cool-down, watch): a back-test holds while they stay. */
export function evaluationKey(values: SignalRuleFormValues): string {
  const { group, method, coolDownDays, watchKey } = requestOf(values);
  return JSON.stringify({ group, method, coolDownDays, watchKey });
}

/** A number schema's bounds, through a default. */
function bounds(schema: z.ZodNumber | z.ZodDefault<z.ZodNumber>): [number, number] {
  const number = 'unwrap' in schema ? schema.unwrap() : schema;
  return [number.minValue ?? 0, number.maxValue ?? Number.POSITIVE_INFINITY];
}

const range = (schema: Parameters<typeof bounds>[0]) => {
  const [min, max] = bounds(schema);
  return `from ${min} to ${max}`;
};

/**
 * The method's numbers carry no messages of their own in the domain's schema: these say what is allowed, with
 * the schema's own bounds.
 */
export const METHOD_MSG = {
  atLeast: `The number of incidents is a whole number ${range(COUNT.shape.atLeast)}.`,
  days: `The window is a whole number of days ${range(COUNT.shape.days)}.`,
  baselineDays: `The baseline is a whole number of days ${range(POISSON.shape.baselineDays)}.`,
  falseAlarmPercent: (() => {
    const [min, max] = bounds(POISSON.shape.falseAlarmRate);
    return `The false alarm rate is a percentage above ${min * 100} and at most ${max * 100}.`;
  })(),
  minCount: `The minimum is a whole number of incidents ${range(POISSON.shape.minCount)}.`,
} as const;

const METHOD_FIELDS: Record<string, keyof typeof METHOD_MSG> = {
  'method.atLeast': 'atLeast',
  'method.days': 'days',
  'method.baselineDays': 'baselineDays',
  'method.falseAlarmRate': 'falseAlarmPercent',
  'method.minCount': 'minCount',
};

/**
 * The rule form's resolver: the domain's request schema over what the fields make, its issues put on the fields.
 * The form keeps its own values; `ruleRequestOf` gives the request once they pass.
 */
export const signalRuleResolver: Resolver<SignalRuleFormValues> = (values) => {
  const parsed = ZSignalRuleRequest.safeParse(requestOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<SignalRuleFormValues> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    const methodField = METHOD_FIELDS[path];
    const field = methodField ?? (String(issue.path[0]) as keyof SignalRuleFormValues);
    const message = methodField ? METHOD_MSG[methodField] : issue.message;
    errors[field] ??= { type: issue.code, message };
  }
  return { values: {}, errors };
};

/** The request body of values the resolver has passed (trimmed, defaults filled in by the schema). */
export function ruleRequestOf(values: SignalRuleFormValues): TSignalRuleRequest {
  return ZSignalRuleRequest.parse(requestOf(values));
}
