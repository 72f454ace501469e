// The first load's functions this chunk uses (../kit.ts), set by `setUp` before any step renders.
import type { StepKit } from '../kit';

export let kit: StepKit;

export function setKit(given: StepKit): void {
  kit = given;
}
