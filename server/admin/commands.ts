import { ENROLMENT_LINK_HOURS } from '#contracts/enrolment-link';
import { LANGUAGES, type Language } from '#contracts/languages';
import { isStaffRole, STAFF_ROLES } from '#contracts/roles';
import { COMMAND_LINE } from '../audit/audit-log';
import { enrolmentLinkAddress, issueEnrolmentLink, newLinkToken } from '../auth/enrolment-links';
import { addStaff, disableStaff, listStaff, normaliseEmail, setPassword } from '../auth/staff';
import { resetSecondFactor } from '../auth/second-factor';
import { formatAudit, listAudit } from '../audit/audit-log';
import { takeSnapshot } from '../backup/snapshot';
import type { Database } from '../db/database';

/** One staff command, as the CLI sends it (also over the admin socket). */
export interface StaffCommand {
  command: 'add' | 'disable' | 'password' | 'reset-2fa' | 'list' | 'audit' | 'snapshot';
  email?: string;
  role?: string;
  name?: string;
  /** `add`'s staff-area language; when not given, the first sign-in's page language. */
  language?: string;
  password?: string;
  /** The site's public address (PUBLIC_URL), for the enrolment links `add` and `reset-2fa` print. */
  site?: string;
  /** `audit`'s filters; `since` as an ISO date. */
  reference?: string;
  staff?: string;
  since?: string;
}

export const needsPassword = (command: StaffCommand) => command.command === 'add' || command.command === 'password';

/**
 * The lines about a new enrolment link, for the operator to pass on to the account's owner by
 * hand (the accounts page emails it instead): the link alone opens nothing without the password.
 */
const linkLines = (site: string, token: string) =>
  `Its owner sets up two-step verification from this one-time link, with the account's password, within ${ENROLMENT_LINK_HOURS} hours:\n${enrolmentLinkAddress(site, token)}`;

/** Runs a command on `db`; answers what to print. Throws an Error with a message for the operator. */
export async function runStaffCommand(db: Database, command: StaffCommand): Promise<string> {
  const email = command.email ?? '';
  const site = command.site ?? '';
  switch (command.command) {
    case 'add': {
      if (!isStaffRole(command.role)) throw new Error(`--role must be one of: ${STAFF_ROLES.join(', ')}.`);
      const { language } = command;
      if (language !== undefined && !LANGUAGES.includes(language as Language))
        throw new Error(`--language must be one of: ${LANGUAGES.join(', ')}.`);
      const id = await addStaff(db, {
        email,
        name: command.name ?? '',
        role: command.role,
        language: language as Language | undefined,
        password: command.password ?? '',
      });
      // Before its first sign-in, too, the password alone does not reach enrolment.
      const token = newLinkToken();
      await issueEnrolmentLink(db, { id }, token, COMMAND_LINE);
      return `Added ${normaliseEmail(email)} (${command.role}).\n${linkLines(site, token)}`;
    }
    case 'password':
      await setPassword(db, email, command.password ?? '');
      return `New password set for ${normaliseEmail(email)}; its sessions have ended.`;
    case 'disable':
      await disableStaff(db, email);
      return `Disabled ${normaliseEmail(email)}; its sessions have ended.`;
    case 'reset-2fa': {
      const token = newLinkToken();
      await resetSecondFactor(db, email, token);
      return `Second factor and recovery codes cleared for ${normaliseEmail(email)}; its sessions have ended.\n${linkLines(site, token)}`;
    }
    case 'list': {
      const rows = await listStaff(db);
      if (rows.length === 0) return 'No staff accounts.';
      return rows
        .map(
          (row) =>
            `${row.email}\t${row.role}\t${row.disabled ? 'disabled' : 'active'}\t${row.second_factor ? '2fa' : 'no 2fa'}\t${row.name}`,
        )
        .join('\n');
    }
    case 'audit':
      return formatAudit(
        await listAudit(db, {
          reference: command.reference,
          staff: command.staff,
          since: command.since ? new Date(command.since) : undefined,
        }),
      );
    // The backup script encrypts it: the key never reaches the server.
    case 'snapshot':
      return JSON.stringify(await takeSnapshot(db));
    default:
      throw new Error('Unknown command.');
  }
}
