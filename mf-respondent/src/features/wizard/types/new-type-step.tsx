// The step of a question of a new type: a chunk of its own, so a form with only the original types
// never downloads it; matrix, ranking and signature are further chunks, loaded only when shown.
import { lazy, Suspense } from 'react';
import { typeText as text } from './text';
import type { StepKit } from '../kit';
import { setKit } from './kit';
import * as rules from './rules';
import './types.css';
import { DropdownAnswer, PointsAnswer, TypedTextAnswer, type StepProps } from './typed-answers';

const heavy = {
  MATRIX: () => import('./heavy/matrix-answer'),
  RANKING: () => import('./heavy/ranking-answer'),
  SIGNATURE: () => import('./heavy/signature-answer'),
};
const MatrixAnswer = lazy(heavy.MATRIX);
const RankingAnswer = lazy(heavy.RANKING);
const SignatureAnswer = lazy(heavy.SIGNATURE);

/** Starts loading the chunks of the heavy types among `types`. */
export function preloadHeavy(types: readonly string[]): void {
  for (const type of new Set(types)) if (type in heavy) void heavy[type as keyof typeof heavy]();
}

/** Hands the chunk what it uses from the first load, and answers the rules of these types. */
export function setUp(kit: StepKit): typeof rules {
  setKit(kit);
  return rules;
}

export const loadingStep = (
  <p className="rs-hint" role="status">
    {text.loadingStep}
  </p>
);

export default function NewTypeStep(props: StepProps & { formId: string | undefined }) {
  const { formId, ...step } = props;
  switch (step.question.type) {
    case 'DROPDOWN':
      return <DropdownAnswer {...step} />;
    case 'RATING':
    case 'NPS':
    case 'SCALE':
      return <PointsAnswer {...step} />;
    case 'MATRIX':
      return (
        <Suspense fallback={loadingStep}>
          <MatrixAnswer {...step} />
        </Suspense>
      );
    case 'RANKING':
      return (
        <Suspense fallback={loadingStep}>
          <RankingAnswer {...step} />
        </Suspense>
      );
    case 'SIGNATURE':
      return (
        <Suspense fallback={loadingStep}>
          <SignatureAnswer {...step} formId={formId} />
        </Suspense>
      );
    default:
      // DATE, NUMBER, EMAIL, PHONE, DOCUMENT; a type newer than this page is answered as a short text.
      return <TypedTextAnswer {...step} />;
  }
}
