import type { FastifyBaseLogger } from 'fastify';

/** What a crash may do once it is logged: stop the server (close it, then exit with this code). */
export type Stop = (reason: string, exitCode: number) => unknown;

/**
 * The process's last word on an error nobody caught. Node's own handlers print the whole error, and a
 * failed query's message carries its values (the anamnesis answers, a session token): a crash is
 * logged like any error, by the app's logger and its `err` serializer (type, code, query name, stack
 * frames, never a message), before the server stops with exit code 1.
 */
export function installCrashHandlers(
  processLike: Pick<NodeJS.Process, 'on'>,
  log: Pick<FastifyBaseLogger, 'fatal'>,
  stop: Stop,
): void {
  const crash = (kind: string) => (error: unknown) => {
    log.fatal({ err: error }, kind);
    void stop(kind, 1);
  };
  processLike.on('uncaughtException', crash('uncaught exception'));
  processLike.on('unhandledRejection', crash('unhandled rejection'));
}
