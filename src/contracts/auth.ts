import type { StaffRole } from './roles';

/** The signed-in staff member's display profile (spec §3 `user`), as sign-in and GET /api/session answer it. */
export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** `{ user }`: the answer of POST /api/login and GET /api/session. */
export interface SessionAnswer {
  user: StaffUser;
}
