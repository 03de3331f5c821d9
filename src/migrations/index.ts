import * as migration_20261121_053317_initial from './20261121_053317_initial';

export const migrations = [
  {
    up: migration_20261121_053317_initial.up,
    down: migration_20261121_053317_initial.down,
    name: '20261121_053317_initial'
  },
];
