// The users module's public entry: the users routes and service, and the user records the auth
// module reads and updates (docs/architecture.md, "API modules").
export { usersRoutes } from './routes';
export { createUsersService, ensureFirstAdmin } from './service';
export { createInvitationsService } from './invitations';
export { invitationsRoutes } from './invitations-routes';
export {
  authVersions,
  bumpAuthVersions,
  findUserByEmail,
  findUserById,
  findUserRecord,
  rehashPassword,
  toUser,
  updatePasswordHash,
} from './repo';
