import type { IdentityService } from './service.ts';

/** The account `npm start` seeds outside production, printed at start. */
export const DEMO_ACCOUNT = {
  email: 'demo@folio.local',
  password: 'demo-portfolio',
  name: 'Demo Investor',
} as const;

/** Creates the demo account unless it exists; returns its user id. */
export async function ensureDemoAccount(identity: IdentityService): Promise<string> {
  const existing = await identity.findByEmail(DEMO_ACCOUNT.email);
  if (existing) return existing.id;
  return (await identity.register({ ...DEMO_ACCOUNT })).id;
}
