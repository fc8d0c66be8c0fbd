/** A log destination for buildApp (AppDeps.logStream) that keeps every line, raw and parsed. */
export function captureLogs() {
  const raw: string[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: tests read log lines field by field
  const lines: any[] = [];
  return {
    stream: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line));
      },
    },
    raw,
    lines,
    /** Lines of one event (`event` field) logged so far. */
    events: (event: string) => lines.filter((line) => line.event === event),
    clear() {
      raw.length = 0;
      lines.length = 0;
    },
  };
}
