import { writeFile } from 'node:fs/promises';

/** A cgroup limit file written only when its value changes (a slot's runs mostly repeat limits). */
export class LimitFile {
  value: number | undefined;

  constructor(private readonly path: string) {}

  async set(value: number): Promise<void> {
    if (value === this.value) return;
    // Forget the old value first: a failed write leaves the file's state unknown.
    this.value = undefined;
    await writeFile(this.path, String(value));
    this.value = value;
  }
}
