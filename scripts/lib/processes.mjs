import { spawn } from "node:child_process";
import { root } from "./build.mjs";

/** A child that has not stopped this long after the signal is killed outright. */
const KILL_AFTER_MS = 10_000;

/**
 * Runs long-lived services side by side and keeps them tied together: a signal to this
 * process reaches every child, and when one child dies the others are stopped, so no
 * service is ever left running on its own.
 */
export function createSupervisor() {
  const children = new Map();
  let stopping = false;
  let failed = false;
  let resolveDone;
  const done = new Promise((resolve) => {
    resolveDone = resolve;
  });

  function stopAll(signal) {
    for (const [name, child] of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill(signal);
      setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) {
          console.error(`${name} did not stop within ${KILL_AFTER_MS / 1000} s; killing it`);
          child.kill("SIGKILL");
        }
      }, KILL_AFTER_MS).unref();
    }
  }

  function stop(signal = "SIGTERM", failure = false) {
    failed ||= failure;
    if (stopping) return;
    stopping = true;
    stopAll(signal);
    if (children.size === 0) resolveDone(failed ? 1 : 0);
  }

  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      console.log(`\n${signal} received, stopping...`);
      stop(signal);
    });
  }

  return {
    /** Starts `node args...` as the service `name`. */
    start(name, args, env) {
      if (stopping) throw new Error(`not starting ${name}: already stopping`);
      // stdin is a pipe left open: `remix dev` quits as soon as its stdin ends, which it does at
      // once when this runs in the background or in CI.
      const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["pipe", "inherit", "inherit"] });
      children.set(name, child);
      child.on("error", (error) => {
        console.error(`${name} could not start: ${error.message}`);
        stop("SIGTERM", true);
      });
      child.on("exit", (code, signal) => {
        children.delete(name);
        if (!stopping) {
          console.error(`${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the rest`);
          stop("SIGTERM", true);
        }
        if (children.size === 0) resolveDone(failed ? 1 : 0);
      });
      return child;
    },
    stop,
    get stopping() {
      return stopping;
    },
    /** Resolves with the exit code for this process once every child has exited. */
    done,
  };
}

/** Polls `url` until it answers 2xx, the supervisor stops, or `timeoutMs` passes. */
export async function waitForHttp(url, { timeoutMs = 120_000, supervisor } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (supervisor?.stopping) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
