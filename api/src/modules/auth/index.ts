// The auth module's public entry: sessions and tokens, the route guards, sign-in and password
// routes. Other modules and the wiring import from here only (docs/architecture.md, "API modules").
export { createAuthService, type AuthService } from './service';
export { createAuthGuards, type AuthGuards, type KeyAuthentication } from './middleware';
export { authRoutes, REFRESH_COOKIE } from './routes';
export { createKnownDevices } from './known-device';
export { createPasswordService } from './password-service';
