// The submission view is a chunk of its own (app.tsx), loaded only on its address: a form's page, the
// first load, carries none of it. What it uses from the first load is handed to it when it loads
// (page-kit.ts) rather than imported by it, as the new question types do (../wizard/kit.ts): a module
// imported from both the first load and a chunk can no longer be merged and tree-shaken with the rest
// of the first load.
import {
  answerDisplay,
  fileLinkOf,
  fileNameOf,
  formatDateTime,
  imageVariantUrl,
  isApiErrorBody,
  isImageAnswer,
  messages,
  RESPONDENT_IMAGE_WIDTH,
} from '@formbuilder/contracts';
import { navigate } from '../../navigation';
import { text } from '../../text';
import { applyCompanyTheme } from '../../theme';

export const submissionKit = {
  answerDisplay,
  fileLinkOf,
  fileNameOf,
  formatDateTime,
  imageVariantUrl,
  isApiErrorBody,
  isImageAnswer,
  RESPONDENT_IMAGE_WIDTH,
  navigate,
  applyCompanyTheme,
  // Only the strings it shows: handing over a whole object of texts would keep all of them in the first load.
  commentAdded: messages.commentAdded,
  genericClientError: messages.genericClientError,
  loadFailed: text.loadFailed,
  loading: text.loading,
  nameLabel: text.fields.name,
};

export type SubmissionKit = typeof submissionKit;

/** The submission view's page, its kit set before it renders. */
export const loadSubmissionView = () =>
  import('./components/submission-view-page').then(({ SubmissionViewPage, setKit }) => {
    setKit(submissionKit);
    return { default: SubmissionViewPage };
  });
