// The files module's public entry: storage drivers, uploads and their routes, public file URLs
// (docs/architecture.md, "API modules").
export { createFilesService, type FilesService, type PreparedFile } from './service';
export { createFileStorage, type FileStorage } from './storage';
export { importLocalFiles } from './local-import';
export { filesRoutes } from './routes';
export { publicFilesRoutes } from './public-routes';
export { staffFilesRoutes } from './staff-routes';
export { scheduleUploadSweep } from './sweep';
export { isMultipart, singleFileUpload, uploadOf, withUpload } from './upload';
export { claimForSubmission } from './repo';
