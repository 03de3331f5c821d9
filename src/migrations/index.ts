import * as migration_20261121_053317_initial from './20261121_053317_initial';
import * as migration_20261121_063939_data_model from './20261121_063939_data_model';

export const migrations = [
  {
    up: migration_20261121_053317_initial.up,
    down: migration_20261121_053317_initial.down,
    name: '20261121_053317_initial',
  },
  {
    up: migration_20261121_063939_data_model.up,
    down: migration_20261121_063939_data_model.down,
    name: '20261121_063939_data_model'
  },
];
