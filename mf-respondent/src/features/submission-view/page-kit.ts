// The first load's functions the submission view's chunk uses (kit.ts), set by `setKit` before it renders.
import type { SubmissionKit } from './kit';

export let kit: SubmissionKit;

export function setKit(given: SubmissionKit): void {
  kit = given;
}
