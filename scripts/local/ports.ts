/**
 * Ports of the local stack, from the environment (common conventions: WEB_PORT 5173, API_PORT 3001,
 * COGNITO_PORT 9229, DYNAMODB_PORT 8000), and a check that each is free before anything starts.
 */
import { createServer } from 'node:net';
import { loadEnv, type EnvSource } from '../../functions/lib/env.js';
import { portVar } from '../bench/env.js';

export interface StackPorts {
  web: number;
  api: number;
  cognito: number;
  dynamodb: number;
  /** The local Stripe stand-in (issue 9); absent: any free port. */
  stripe?: number;
}

/** The environment variable that sets each port (named in "port in use" messages). */
export const PORT_ENV: Record<keyof StackPorts, string> = {
  web: 'WEB_PORT',
  api: 'API_PORT',
  cognito: 'COGNITO_PORT',
  dynamodb: 'DYNAMODB_PORT',
  stripe: 'STRIPE_PORT',
};

export const DEFAULT_PORTS: StackPorts = {
  web: 5173,
  api: 3001,
  cognito: 9229,
  dynamodb: 8000,
  stripe: 12111,
};

/**
 * Ports from `env` through the env gate (functions/lib/env.ts), falling back to the defaults.
 * @throws Error naming the variable when a value is not a port number (1-65535).
 */
export function portsFromEnv(env: EnvSource = process.env): StackPorts {
  const keys = Object.keys(PORT_ENV) as (keyof StackPorts)[];
  const vars = loadEnv(
    Object.fromEntries(keys.map((key) => [PORT_ENV[key], portVar(DEFAULT_PORTS[key]!)])),
    env,
  );
  const ports: Partial<StackPorts> = {};
  for (const key of keys) ports[key] = vars[PORT_ENV[key]]!;
  return ports as StackPorts;
}

/** A port some other process holds. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly envVar: string,
    readonly service: string,
  ) {
    super(
      `Port ${port} (${service}) is already in use. Stop what uses it or choose another port with ${envVar}=...`,
    );
    this.name = 'PortInUseError';
  }
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      // No such interface (e.g. no IPv6 loopback): nothing can hold the port there.
      resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT');
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** True when `port` can be bound on both loopback addresses (127.0.0.1 and ::1). */
export async function isPortFree(port: number): Promise<boolean> {
  return (await canListen(port, '127.0.0.1')) && (await canListen(port, '::1'));
}

/**
 * Check every port the stack is about to use.
 * @throws PortInUseError for the first port in use, naming its environment variable.
 */
export async function assertPortsFree(ports: StackPorts, which: (keyof StackPorts)[]): Promise<void> {
  const seen = new Map<number, keyof StackPorts>();
  for (const key of which) {
    const port = ports[key];
    if (port === undefined || port === 0) continue; // any free port
    const other = seen.get(port);
    if (other)
      throw new Error(`${PORT_ENV[key]} and ${PORT_ENV[other]} are both ${port}; give each its own port.`);
    seen.set(port, key);
    if (!(await isPortFree(port))) throw new PortInUseError(port, PORT_ENV[key], key);
  }
}
