import { DEMO_ACCOUNT } from '#contracts/demo';
import { isLoopbackAddress } from '../http/client-address';

/**
 * The demo account's password is published: it opens nothing for a client that is not on this
 * machine, whatever HOST says and behind a proxy too (`ip` is the client's, after TRUST_PROXY).
 */
export const beyondDemoReach = (email: string, ip: string) => email === DEMO_ACCOUNT.email && !isLoopbackAddress(ip);
