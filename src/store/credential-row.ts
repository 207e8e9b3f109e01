// Turns a stored credential row into a CredentialRecord, refusing values outside the contract
// (a row edited by hand must not smuggle in an unknown capability or environment).

import { CAPABILITIES, ENVIRONMENTS } from './store.ts';
import type { Capability, CredentialRecord, Environment } from './store.ts';

export interface CredentialRowValues {
  readonly id: string;
  readonly organization: string;
  readonly customer: string;
  readonly environment: string;
  readonly capabilities: readonly string[];
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  readonly ratePerSecond: number | null;
  readonly rateBurst: number | null;
  readonly secretHash?: string;
}

export function toCredentialRecord(row: CredentialRowValues): CredentialRecord {
  if (!(ENVIRONMENTS as readonly string[]).includes(row.environment)) {
    throw new Error(`credential ${row.id} has an unknown environment`);
  }
  const capabilities = row.capabilities.map((capability) => {
    if (!(CAPABILITIES as readonly string[]).includes(capability)) {
      throw new Error(`credential ${row.id} has an unknown capability`);
    }
    return capability as Capability;
  });
  return {
    id: row.id,
    organization: row.organization,
    customer: row.customer,
    environment: row.environment as Environment,
    capabilities,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    ...(row.ratePerSecond === null ? {} : { ratePerSecond: row.ratePerSecond }),
    ...(row.rateBurst === null ? {} : { rateBurst: row.rateBurst }),
    ...(row.secretHash === undefined ? {} : { secretHash: row.secretHash }),
  };
}
