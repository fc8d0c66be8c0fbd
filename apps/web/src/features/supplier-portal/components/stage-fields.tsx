import type { ScarForm, ScarStage } from '@qi/domain/scar-stages';
import { ActionsForm, ClosureForm, PreventForm } from './action-closure-forms';
import { ContainmentForm, RootCauseForm } from './containment-cause-forms';
import { ProblemForm, TeamForm } from './team-problem-forms';

/** The fields of one discipline, exactly those its schema takes (packages/domain scar-answers.ts). */
export function StageFields({ stage, form }: { stage: ScarStage; form: ScarForm }) {
  switch (stage) {
    case 'd1':
      return <TeamForm />;
    case 'd2':
      return <ProblemForm />;
    case 'd3':
      return <ContainmentForm />;
    case 'd4':
      return <RootCauseForm />;
    case 'd5d6':
      return <ActionsForm form={form} />;
    case 'd7':
      return <PreventForm />;
    case 'd8':
      return <ClosureForm />;
  }
}
