import * as migration_20261121_053317_initial from './20261121_053317_initial';
import * as migration_20261121_063939_data_model from './20261121_063939_data_model';
import * as migration_20261121_070504_ordering_backend from './20261121_070504_ordering_backend';
import * as migration_20261125_094857_security_review from './20261125_094857_security_review';
import * as migration_20261125_171626_parts_documents from './20261125_171626_parts_documents';
import * as migration_20261125_171700_parts_search from './20261125_171700_parts_search';
import * as migration_20261126_164500_search_browse_counts from './20261126_164500_search_browse_counts';
import * as migration_20261126_170543_parts_cart from './20261126_170543_parts_cart';
import * as migration_20261126_210000_site_consent_services from './20261126_210000_site_consent_services';
import * as migration_20261126_211500_order_ready_at from './20261126_211500_order_ready_at';
import * as migration_20261126_235643_order_announcement_outbox from './20261126_235643_order_announcement_outbox';
import * as migration_20261127_022900_outbox_claims from './20261127_022900_outbox_claims';
import * as migration_20261127_030024_qr_code_origins from './20261127_030024_qr_code_origins';
import * as migration_20261127_032402_analytics_lead_status from './20261127_032402_analytics_lead_status';
import * as migration_20261127_060000_statistics_rollups from './20261127_060000_statistics_rollups';
import * as migration_20261127_064459_time_clock_fields from './20261127_064459_time_clock_fields';
import * as migration_20261127_071220_branch_federal_state from './20261127_071220_branch_federal_state';
import * as migration_20261127_094146_weekly_schedules_vacation from './20261127_094146_weekly_schedules_vacation';
import * as migration_20261127_094648_working_time_limits from './20261127_094648_working_time_limits';
import * as migration_20261127_100822_activity_corrections from './20261127_100822_activity_corrections';
import * as migration_20261127_130611_device_commands from './20261127_130611_device_commands';
import * as migration_20261127_132939_signage_commands from './20261127_132939_signage_commands';
import * as migration_20261127_160854_signage_player from './20261127_160854_signage_player';
import * as migration_20261127_161618_product_imports from './20261127_161618_product_imports';
import * as migration_20261127_164140_staff_sign_in_state from './20261127_164140_staff_sign_in_state';
import * as migration_20261127_164801_parts_category_image from './20261127_164801_parts_category_image';
import * as migration_20261206_080000_statistics_line_days from './20261206_080000_statistics_line_days';
import * as migration_20261207_204619_pickup_key_and_order_limits from './20261207_204619_pickup_key_and_order_limits';

export const migrations = [
  {
    up: migration_20261121_053317_initial.up,
    down: migration_20261121_053317_initial.down,
    name: '20261121_053317_initial',
  },
  {
    up: migration_20261121_063939_data_model.up,
    down: migration_20261121_063939_data_model.down,
    name: '20261121_063939_data_model',
  },
  {
    up: migration_20261121_070504_ordering_backend.up,
    down: migration_20261121_070504_ordering_backend.down,
    name: '20261121_070504_ordering_backend',
  },
  {
    up: migration_20261125_094857_security_review.up,
    down: migration_20261125_094857_security_review.down,
    name: '20261125_094857_security_review',
  },
  {
    up: migration_20261125_171626_parts_documents.up,
    down: migration_20261125_171626_parts_documents.down,
    name: '20261125_171626_parts_documents',
  },
  {
    up: migration_20261125_171700_parts_search.up,
    down: migration_20261125_171700_parts_search.down,
    name: '20261125_171700_parts_search',
  },
  {
    up: migration_20261126_164500_search_browse_counts.up,
    down: migration_20261126_164500_search_browse_counts.down,
    name: '20261126_164500_search_browse_counts',
  },
  {
    up: migration_20261126_170543_parts_cart.up,
    down: migration_20261126_170543_parts_cart.down,
    name: '20261126_170543_parts_cart',
  },
  {
    up: migration_20261126_210000_site_consent_services.up,
    down: migration_20261126_210000_site_consent_services.down,
    name: '20261126_210000_site_consent_services',
  },
  {
    up: migration_20261126_211500_order_ready_at.up,
    down: migration_20261126_211500_order_ready_at.down,
    name: '20261126_211500_order_ready_at',
  },
  {
    up: migration_20261126_235643_order_announcement_outbox.up,
    down: migration_20261126_235643_order_announcement_outbox.down,
    name: '20261126_235643_order_announcement_outbox',
  },
  {
    up: migration_20261127_022900_outbox_claims.up,
    down: migration_20261127_022900_outbox_claims.down,
    name: '20261127_022900_outbox_claims',
  },
  {
    up: migration_20261127_030024_qr_code_origins.up,
    down: migration_20261127_030024_qr_code_origins.down,
    name: '20261127_030024_qr_code_origins',
  },
  {
    up: migration_20261127_032402_analytics_lead_status.up,
    down: migration_20261127_032402_analytics_lead_status.down,
    name: '20261127_032402_analytics_lead_status',
  },
  {
    up: migration_20261127_060000_statistics_rollups.up,
    down: migration_20261127_060000_statistics_rollups.down,
    name: '20261127_060000_statistics_rollups',
  },
  {
    up: migration_20261127_064459_time_clock_fields.up,
    down: migration_20261127_064459_time_clock_fields.down,
    name: '20261127_064459_time_clock_fields',
  },
  {
    up: migration_20261127_071220_branch_federal_state.up,
    down: migration_20261127_071220_branch_federal_state.down,
    name: '20261127_071220_branch_federal_state',
  },
  {
    up: migration_20261127_094146_weekly_schedules_vacation.up,
    down: migration_20261127_094146_weekly_schedules_vacation.down,
    name: '20261127_094146_weekly_schedules_vacation',
  },
  {
    up: migration_20261127_094648_working_time_limits.up,
    down: migration_20261127_094648_working_time_limits.down,
    name: '20261127_094648_working_time_limits',
  },
  {
    up: migration_20261127_100822_activity_corrections.up,
    down: migration_20261127_100822_activity_corrections.down,
    name: '20261127_100822_activity_corrections',
  },
  {
    up: migration_20261127_130611_device_commands.up,
    down: migration_20261127_130611_device_commands.down,
    name: '20261127_130611_device_commands',
  },
  {
    up: migration_20261127_132939_signage_commands.up,
    down: migration_20261127_132939_signage_commands.down,
    name: '20261127_132939_signage_commands',
  },
  {
    up: migration_20261127_160854_signage_player.up,
    down: migration_20261127_160854_signage_player.down,
    name: '20261127_160854_signage_player',
  },
  {
    up: migration_20261127_161618_product_imports.up,
    down: migration_20261127_161618_product_imports.down,
    name: '20261127_161618_product_imports',
  },
  {
    up: migration_20261127_164140_staff_sign_in_state.up,
    down: migration_20261127_164140_staff_sign_in_state.down,
    name: '20261127_164140_staff_sign_in_state',
  },
  {
    up: migration_20261127_164801_parts_category_image.up,
    down: migration_20261127_164801_parts_category_image.down,
    name: '20261127_164801_parts_category_image',
  },
  {
    up: migration_20261206_080000_statistics_line_days.up,
    down: migration_20261206_080000_statistics_line_days.down,
    name: '20261206_080000_statistics_line_days',
  },
  {
    up: migration_20261207_204619_pickup_key_and_order_limits.up,
    down: migration_20261207_204619_pickup_key_and_order_limits.down,
    name: '20261207_204619_pickup_key_and_order_limits'
  },
];
