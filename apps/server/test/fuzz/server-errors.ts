/**
 * The server's own error log lines during the run (LOG_LEVEL=error): a 500 answer only says "Something went
 * wrong.", the log says what. Printed with the failures.
 */
export function captureServerErrors() {
  const messages = new Map<string, number>();
  return {
    stream: {
      write(line: string) {
        const entry = JSON.parse(line) as {
          msg?: string;
          err?: { type?: string; message?: string; stack?: string };
        };
        const stack = entry.err?.stack?.split('\n').slice(0, 6).join('\n') ?? '';
        const key = `${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${entry.err?.message ?? ''}\n${stack}`;
        messages.set(key, (messages.get(key) ?? 0) + 1);
      },
    },
    get count(): number {
      let total = 0;
      for (const count of messages.values()) total += count;
      return total;
    },
    report(): string {
      if (messages.size === 0) return 'The server logged no errors.';
      const lines = [...messages.entries()].slice(0, 10).map(([key, count]) => `${count}× ${key}`);
      return `The server logged:\n${lines.join('\n\n')}`;
    },
  };
}
