/** Module hook registered by scripts/server-only.mjs: `server-only` resolves under the `react-server` condition. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== "server-only") return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
}
