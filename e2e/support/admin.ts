/** The ADMIN every browser test server starts with. */
export const admin = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' };
export const adminEnv = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
