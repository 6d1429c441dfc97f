/**
 * Preload (`node --import`) that forbids any network connection in the process: each attempt is written to stderr
 * as `NO-NETWORK <target>` and fails. Used to prove a tool runs offline (test/integration/openapi-lint.test.ts runs
 * `redocly lint` under it). Local IPC over a path (pipes, Unix sockets) stays allowed.
 */
import dns from 'node:dns';
import net from 'node:net';

const refuse = (target) => {
  process.stderr.write(`NO-NETWORK ${target}\n`);
  throw new Error(`Network access is disabled in this process (${target})`);
};
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = args[0];
  const options = Array.isArray(first) ? first[0] : first;
  if (options && typeof options === 'object' && typeof options.path === 'string')
    return connect.apply(this, args);
  if (typeof options === 'string' && Number.isNaN(Number(options))) return connect.apply(this, args);
  return refuse(
    JSON.stringify(
      options && typeof options === 'object' ? { host: options.host, port: options.port } : args.slice(0, 2),
    ),
  );
};
dns.lookup = (host) => refuse(`dns ${host}`);
dns.promises.lookup = async (host) => refuse(`dns ${host}`);
