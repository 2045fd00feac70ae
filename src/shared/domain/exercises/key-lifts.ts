// Stable ids the radar's performance highlights rely on (product §9): never rename them.
export const KEY_LIFTS = {
  benchPress: 'supino-reto-barra',
  backSquat: 'agachamento-livre-barra',
  bentOverRow: 'remada-curvada-barra',
} as const;
