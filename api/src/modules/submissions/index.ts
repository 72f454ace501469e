// The submissions module's public entry: answers, their comments, insights and exports
// (docs/architecture.md, "API modules").
export { createAnsweringService } from './answering';
export { createStaffSubmissionsService } from './staff';
export { createPrivacyAnswers, type PrivacyAnswers } from './privacy-answers';
export { createSubmissionNotifier } from './notifications';
export { publicAltchaRoutes, publicFormSubmissionRoutes, publicSubmissionRoutes } from './public-routes';
export { createAltchaGuard } from './altcha';
export { submissionsCsvRoutes, submissionsRoutes } from './routes';
export { createInsightsService } from './insights-service';
export { insightsRoutes, publicStepViewRoutes } from './insights-routes';
export { createSubmissionDeletion, type SubmissionDeletion } from './deletion';
export { createResumeService, type ResumeService } from './resume';
export { publicResumeRoutes } from './resume-routes';
