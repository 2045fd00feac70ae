/** 'Ana Lima Souza' → 'Ana': how the app greets people and names them in titles (zod-free). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
