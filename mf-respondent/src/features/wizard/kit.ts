// What the chunk of the new types' steps uses from the first load, handed to it when it loads
// (types/kit.ts) rather than imported by it: a module imported from both the first load and a chunk
// can no longer be merged and tree-shaken with the rest of the first load, and importing the
// contracts or the page's own modules from the chunk made the first load about 3 KB gzip heavier.
import {
  answerText,
  formatDocument,
  formatPhone,
  grades,
  isEmptyAnswer,
  maskBrDate,
  moveItem,
  PHONE_MASK,
  searchOptions,
  validateAnswer,
} from '@formbuilder/contracts';
import { text } from '../../text';
import { uploadFile } from './api/upload-file';

export const stepKit = {
  answerText,
  formatDocument,
  formatPhone,
  grades,
  isEmptyAnswer,
  maskBrDate,
  moveItem,
  PHONE_MASK,
  searchOptions,
  validateAnswer,
  uploadFile,
  fileText: text.file,
};

export type StepKit = typeof stepKit;
