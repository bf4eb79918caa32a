/** The JDK as boxes see it: shared by Java test runs (languages/java.ts) and the warm compiler. */
import { existsSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { BASE_ENV, type BoxFile } from '../languages/runtime.ts';
import { BASE_READ_ONLY, BASE_SYMLINKS, type BoxSpec } from '../sandbox/bwrap-args.ts';

export const JAVA_BIN = '/usr/bin/java';
export const JAR_PATH = '/box/main.jar';
export const MAIN_CLASS = 'Main';

export interface JavaToolchain {
  home: string;
  java: string;
  /** Host paths the JVM reads (the JDK and its /etc/java-N-openjdk configuration). */
  readOnly: string[];
}

let resolved: JavaToolchain | undefined;

/** /usr/bin/java -> /usr/lib/jvm/java-17-openjdk-amd64/bin/java; the box sees the real paths only. */
export function javaToolchain(): JavaToolchain {
  if (resolved) return resolved;
  const java = realpathSync(JAVA_BIN);
  const home = dirname(dirname(java));
  const readOnly = [home];
  const jvmCfg = `${home}/lib/jvm.cfg`;
  // Debian keeps the JDK's configuration in /etc/java-N-openjdk behind symlinks.
  if (existsSync(jvmCfg)) {
    const configDir = dirname(realpathSync(jvmCfg));
    if (configDir.startsWith('/etc/')) readOnly.push(configDir);
  }
  resolved = { home, java, readOnly };
  return resolved;
}

/** JVM flags shared by runs and the compile server: quick start, one GC thread, no perf-data file. */
export const JVM_FLAGS = ['-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xshare:auto'];

/** A box running a JVM: the JDK's paths read-only. */
export function javaBox(argv: string[], files: BoxFile[], tmpfsBytes: number): BoxSpec {
  const toolchain = javaToolchain();
  return {
    argv,
    readOnly: [...BASE_READ_ONLY, ...toolchain.readOnly],
    symlinks: BASE_SYMLINKS,
    files,
    env: { ...BASE_ENV },
    tmpfsBytes,
  };
}
