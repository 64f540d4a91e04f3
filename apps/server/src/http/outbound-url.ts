import type { FastifyInstance } from 'fastify';
import { OutboundUrlError } from '../lib/outbound/guard.ts';
import { badRequest } from './errors.ts';

/**
 * Refuses, as a 400 on `field`, a URL the server would later call that points into a private or
 * internal network. Checking when it is saved gives the person typing it an answer; every request
 * checks again, since DNS answers change.
 *
 * `allowUnresolvable`: admins may save a provider URL whose name does not resolve from here yet
 * (a machine without outside DNS, a name not yet published). Nothing can be reached through a name
 * that does not resolve, and the call itself refuses it.
 */
export async function refuseInternalUrl(
  app: FastifyInstance,
  url: string,
  field: string,
  { allowUnresolvable = false } = {},
): Promise<void> {
  try {
    await app.outbound.vet(url);
  } catch (error) {
    if (!(error instanceof OutboundUrlError)) throw error;
    if (error.reason === 'unresolvable' && allowUnresolvable) return;
    app.log.info(
      { field, reason: error.reason, address: error.address, addressClass: error.addressClass },
      'outbound URL refused',
    );
    throw badRequest(`outbound_url.${error.reason}`, {
      [field]: `errors.outbound_url.${error.reason}`,
    });
  }
}
