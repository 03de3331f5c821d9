import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_items_unit" AS ENUM('amount', 'serving', 'pair', 'person', 'package', 'g', 'dag', 'kg', 'ml', 'cl', 'dl', 'l', 'mm', 'cm', 'dm', 'm', 'km', 'mm2', 'cm2', 'dm2', 'm2', 'mm3', 'cm3', 'dm3', 'm3');
  CREATE TYPE "public"."enum_orders_shop" AS ENUM('ordering', 'parts');
  CREATE TYPE "public"."enum_orders_mode" AS ENUM('takeaway', 'delivery', 'dineIn');
  CREATE TYPE "public"."enum_orders_country" AS ENUM('AT', 'DE', 'CH', 'LI');
  CREATE TYPE "public"."enum_orders_delivery_country" AS ENUM('AT', 'DE', 'CH', 'LI');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'confirmed', 'inDelivery', 'completed', 'rejected', 'canceled', 'failed');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans', 'invoice');
  CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('open', 'paid', 'failed', 'onSite');
  CREATE TYPE "public"."enum_branches_opening_hours_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_branches_delivery_hours_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_categories_schedule_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_products_schedule_type" AS ENUM('daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'once');
  CREATE TYPE "public"."enum_products_alternative_units_unit" AS ENUM('amount', 'serving', 'pair', 'person', 'package', 'g', 'dag', 'kg', 'ml', 'cl', 'dl', 'l', 'mm', 'cm', 'dm', 'm', 'km', 'mm2', 'cm2', 'dm2', 'm2', 'mm3', 'cm3', 'dm3', 'm3');
  CREATE TYPE "public"."enum_products_alternative_units_calculation_model" AS ENUM('fixed', 'approximate', 'minimum');
  CREATE TYPE "public"."enum_products_config_parts_options_modifier" AS ENUM('add', 'subtract', 'overwrite');
  CREATE TYPE "public"."enum_products_config_parts_type" AS ENUM('select', 'multiselect', 'text', 'textarea', 'image', 'images', 'file', 'files');
  CREATE TYPE "public"."enum_products_discounts_type" AS ENUM('volumeDiscount');
  CREATE TYPE "public"."enum_products_attributes_type" AS ENUM('textAttribute', 'listAttribute');
  CREATE TYPE "public"."enum_products_catalogue" AS ENUM('menu', 'parts');
  CREATE TYPE "public"."enum_products_type" AS ENUM('simple', 'configurable', 'bundle');
  CREATE TYPE "public"."enum_products_unit" AS ENUM('amount', 'serving', 'pair', 'person', 'package', 'g', 'dag', 'kg', 'ml', 'cl', 'dl', 'l', 'mm', 'cm', 'dm', 'm', 'km', 'mm2', 'cm2', 'dm2', 'm2', 'mm3', 'cm3', 'dm3', 'm3');
  CREATE TYPE "public"."enum_products_calculation_model" AS ENUM('fixed', 'approximate', 'minimum');
  CREATE TYPE "public"."enum_products_default_unit" AS ENUM('amount', 'serving', 'pair', 'person', 'package', 'g', 'dag', 'kg', 'ml', 'cl', 'dl', 'l', 'mm', 'cm', 'dm', 'm', 'km', 'mm2', 'cm2', 'dm2', 'm2', 'mm3', 'cm3', 'dm3', 'm3');
  CREATE TYPE "public"."enum_products_lead_time_type" AS ENUM('minutes', 'hours', 'days', 'weeks');
  CREATE TYPE "public"."enum_products_material_group" AS ENUM('5S1', '5S2', '5S3', '5S4', '5S5', '5S6', '5S7', '5S8', '5S9', '5SA', '5SB', '5SC', '5SD', '5SE', '5SW', 'SV', 'ET');
  CREATE TYPE "public"."enum_customers_discounts_material_group" AS ENUM('5S1', '5S2', '5S3', '5S4', '5S5', '5S6', '5S7', '5S8', '5S9', '5SA', '5SB', '5SC', '5SD', '5SE', '5SW', 'SV', 'ET');
  CREATE TYPE "public"."enum_customers_data_shipping_addresses_value_country" AS ENUM('AT', 'DE', 'CH', 'LI');
  CREATE TYPE "public"."enum_customers_country" AS ENUM('AT', 'DE', 'CH', 'LI');
  CREATE TYPE "public"."enum_external_users_roles" AS ENUM('ROLE_EXTERNAL_USER', 'ROLE_USER');
  CREATE TYPE "public"."enum_sites_blocks_hero_a_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_sites_blocks_hero_a_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_sites_blocks_hero_a_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum_sites_blocks_hero_b_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_sites_blocks_hero_b_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_sites_blocks_hero_b_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum_sites_blocks_hero_slider_slides_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_sites_blocks_hero_slider_slides_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_sites_blocks_hero_slider_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum_sites_blocks_site_references_type" AS ENUM('typeA', 'typeB');
  CREATE TYPE "public"."enum_sites_blocks_text_content_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_sites_blocks_text_content_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_sites_blocks_two_columns_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_sites_blocks_two_columns_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_sites_blocks_four_columns_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_sites_blocks_four_columns_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_sites_blocks_four_columns2_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_sites_blocks_four_columns2_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_sites_type" AS ENUM('default', 'custom_site', 'custom_technology', 'custom_service');
  CREATE TYPE "public"."enum_sites_content_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum_sites_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_a_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_a_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_a_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_b_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_b_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_b_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_slider_slides_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_slider_slides_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__sites_v_blocks_hero_slider_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum__sites_v_blocks_site_references_type" AS ENUM('typeA', 'typeB');
  CREATE TYPE "public"."enum__sites_v_blocks_text_content_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum__sites_v_blocks_text_content_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__sites_v_blocks_two_columns_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum__sites_v_blocks_two_columns_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__sites_v_blocks_four_columns_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum__sites_v_blocks_four_columns_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__sites_v_blocks_four_columns2_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum__sites_v_blocks_four_columns2_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__sites_v_version_type" AS ENUM('default', 'custom_site', 'custom_technology', 'custom_service');
  CREATE TYPE "public"."enum__sites_v_version_content_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum__sites_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_navigations_items_children_grandchildren_type" AS ENUM('home', 'site', 'branch', 'link', 'label');
  CREATE TYPE "public"."enum_navigations_items_children_type" AS ENUM('home', 'site', 'branch', 'link', 'label');
  CREATE TYPE "public"."enum_navigations_items_type" AS ENUM('home', 'site', 'branch', 'link', 'label');
  CREATE TYPE "public"."enum_blocks_blocks_hero_a_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_blocks_blocks_hero_a_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_blocks_blocks_hero_a_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum_blocks_blocks_hero_b_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_blocks_blocks_hero_b_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_blocks_blocks_hero_b_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum_blocks_blocks_hero_slider_slides_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_blocks_blocks_hero_slider_slides_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_blocks_blocks_hero_slider_additional_label" AS ENUM('none', 'labelA');
  CREATE TYPE "public"."enum_blocks_blocks_site_references_type" AS ENUM('typeA', 'typeB');
  CREATE TYPE "public"."enum_blocks_blocks_text_content_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_blocks_blocks_text_content_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_blocks_blocks_two_columns_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_blocks_blocks_two_columns_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_blocks_blocks_four_columns_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_blocks_blocks_four_columns_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_blocks_blocks_four_columns2_columns_links_kind" AS ENUM('site', 'href', 'email', 'phone', 'file');
  CREATE TYPE "public"."enum_blocks_blocks_four_columns2_columns_links_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_blocks_type" AS ENUM('content', 'contact');
  CREATE TYPE "public"."enum_redirects_status_code" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_image_templates_layers_type" AS ENUM('text', 'image', 'shape');
  CREATE TYPE "public"."enum_devices_type" AS ENUM('printer', 'display', 'terminal', 'tablet');
  CREATE TYPE "public"."enum_working_activities_type" AS ENUM('work', 'break', 'travel', 'training', 'vacation', 'sickLeave', 'timeOff');
  CREATE TYPE "public"."enum_working_activities_status" AS ENUM('running', 'paused', 'ended');
  CREATE TYPE "public"."enum_tasks_status" AS ENUM('open', 'inProgress', 'done');
  CREATE TYPE "public"."enum_tasks_priority" AS ENUM('low', 'normal', 'high', 'urgent');
  CREATE TYPE "public"."enum_digital_signage_segments_transition" AS ENUM('none', 'fade', 'slide', 'zoom');
  CREATE TYPE "public"."enum_digital_signage_devices_command_type" AS ENUM('reload', 'showScene', 'screenOff', 'screenOn');
  CREATE TYPE "public"."enum_digital_signage_devices_command_status" AS ENUM('pending', 'running', 'done', 'aborted');
  CREATE TYPE "public"."enum_analytics_leads_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_logs_level" AS ENUM('debug', 'info', 'warning', 'error');
  CREATE TYPE "public"."enum_config_social_links_network" AS ENUM('facebook', 'instagram', 'linkedin', 'youtube', 'tiktok');
  CREATE TYPE "public"."enum_config_consent_services_intents" AS ENUM('required', 'analytics', 'marketing', 'support');
  CREATE TYPE "public"."enum_config_default_delivery_method" AS ENUM('takeaway', 'delivery', 'dineIn');
  CREATE TABLE "orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"name" varchar NOT NULL,
  	"uid" varchar,
  	"amount" numeric NOT NULL,
  	"unit" "enum_orders_items_unit",
  	"desired_date" varchar,
  	"parts_summary" varchar,
  	"parts" jsonb,
  	"comment" varchar,
  	"unit_price" numeric,
  	"tax_rate" numeric,
  	"net" numeric,
  	"tax" numeric,
  	"gross" numeric,
  	"discounted_unit_net" numeric
  );
  
  CREATE TABLE "orders_totals_taxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rate" numeric,
  	"net" numeric,
  	"tax" numeric,
  	"gross" numeric
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uid" varchar,
  	"hash" varchar,
  	"shop" "enum_orders_shop" DEFAULT 'ordering',
  	"branch_id" integer,
  	"mode" "enum_orders_mode",
  	"delivery_area" varchar,
  	"table_id" integer,
  	"table_identifier" varchar,
  	"donatee_id" integer,
  	"customer_id" integer,
  	"external_user_id" integer,
  	"ticket_number" varchar,
  	"priority" boolean DEFAULT false,
  	"comment" varchar,
  	"idempotency_key" varchar,
  	"request_fingerprint" varchar,
  	"totals_net" numeric,
  	"totals_tax" numeric,
  	"totals_gross" numeric,
  	"totals_delivery_fee" numeric,
  	"totals_net_before_discount" numeric,
  	"totals_discount" numeric,
  	"totals_discount_percentage" numeric,
  	"totals_is_approximate" boolean,
  	"is_company" boolean DEFAULT false,
  	"company_name" varchar,
  	"vat_number" varchar,
  	"is_vat_number_verified" boolean DEFAULT false,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"street" varchar,
  	"stairway" varchar,
  	"floor" varchar,
  	"door" varchar,
  	"zip_code" varchar,
  	"city" varchar,
  	"country" "enum_orders_country" DEFAULT 'AT',
  	"is_delivery_address_different" boolean DEFAULT false,
  	"delivery_is_company" boolean DEFAULT false,
  	"delivery_company_name" varchar,
  	"delivery_first_name" varchar,
  	"delivery_last_name" varchar,
  	"delivery_street" varchar,
  	"delivery_stairway" varchar,
  	"delivery_floor" varchar,
  	"delivery_door" varchar,
  	"delivery_zip_code" varchar,
  	"delivery_city" varchar,
  	"delivery_country" "enum_orders_delivery_country" DEFAULT 'AT',
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"status_changed_at" timestamp(3) with time zone,
  	"rejection_message" varchar,
  	"payment_method" "enum_orders_payment_method",
  	"payment_status" "enum_orders_payment_status" DEFAULT 'open',
  	"payment_reference" varchar,
  	"appointment" timestamp(3) with time zone,
  	"counter_appointment" timestamp(3) with time zone,
  	"questionnaire_rating" numeric,
  	"questionnaire_food_rating" numeric,
  	"questionnaire_service_rating" numeric,
  	"questionnaire_process_rating" numeric,
  	"questionnaire_comment" varchar,
  	"questionnaire_submitted_at" timestamp(3) with time zone,
  	"snapshot_order_acknowledgement_id" integer,
  	"snapshot_tracking_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "branches_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_branches_opening_hours_type" DEFAULT 'daily' NOT NULL,
  	"date" timestamp(3) with time zone,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "branches_delivery_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_branches_delivery_hours_type" DEFAULT 'daily',
  	"date" timestamp(3) with time zone,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "branches_delivery_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area" varchar NOT NULL,
  	"price" numeric DEFAULT 0,
  	"tax" numeric DEFAULT 20,
  	"free" boolean DEFAULT false,
  	"free_from_order_value" numeric,
  	"minimum_order_value" numeric
  );
  
  CREATE TABLE "branches_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "divisions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar NOT NULL,
  	"title" varchar,
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar NOT NULL,
  	"branch_id" integer,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_catalog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"available_from" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"branches_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "categories_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_categories_schedule_type" DEFAULT 'daily' NOT NULL,
  	"date" timestamp(3) with time zone,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"is_enabled" boolean DEFAULT true,
  	"is_visible_when_unavailable" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_products_schedule_type" DEFAULT 'daily' NOT NULL,
  	"date" timestamp(3) with time zone,
  	"is_closed" boolean DEFAULT false,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "products_alternative_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"unit" "enum_products_alternative_units_unit" NOT NULL,
  	"ratio" numeric NOT NULL,
  	"calculation_model" "enum_products_alternative_units_calculation_model" DEFAULT 'fixed',
  	"minimum_quantity" numeric,
  	"maximum_quantity" numeric,
  	"quantity_step_size" numeric
  );
  
  CREATE TABLE "products_config_parts_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"modifier" "enum_products_config_parts_options_modifier" DEFAULT 'add',
  	"value" numeric DEFAULT 0
  );
  
  CREATE TABLE "products_config_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_products_config_parts_type" DEFAULT 'select' NOT NULL,
  	"optional" boolean DEFAULT false,
  	"description" varchar
  );
  
  CREATE TABLE "products_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "products_discounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_products_discounts_type" DEFAULT 'volumeDiscount',
  	"minimum_amount" numeric NOT NULL,
  	"new_price" numeric NOT NULL
  );
  
  CREATE TABLE "products_attributes_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "products_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_products_attributes_type" DEFAULT 'textAttribute',
  	"label" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"uid" varchar,
  	"catalogue" "enum_products_catalogue" DEFAULT 'menu' NOT NULL,
  	"type" "enum_products_type" DEFAULT 'simple',
  	"description" varchar,
  	"allergens" varchar,
  	"is_enabled" boolean DEFAULT true,
  	"is_public" boolean DEFAULT true,
  	"is_visible_when_unavailable" boolean DEFAULT false,
  	"price" numeric DEFAULT 0,
  	"is_price_hidden" boolean DEFAULT false,
  	"tax" numeric DEFAULT 10,
  	"takeaway_tax" numeric DEFAULT 10,
  	"dine_in_tax" numeric DEFAULT 10,
  	"unit" "enum_products_unit" DEFAULT 'amount' NOT NULL,
  	"calculation_model" "enum_products_calculation_model" DEFAULT 'fixed',
  	"minimum_quantity" numeric,
  	"maximum_quantity" numeric,
  	"quantity_step_size" numeric,
  	"default_quantity" numeric,
  	"default_unit" "enum_products_default_unit",
  	"is_step_by_step" boolean DEFAULT false,
  	"lead_time_is_enabled" boolean DEFAULT false,
  	"lead_time_value" numeric,
  	"lead_time_type" "enum_products_lead_time_type" DEFAULT 'hours',
  	"material_group" "enum_products_material_group",
  	"mkz" numeric DEFAULT 0,
  	"weight" numeric DEFAULT 0,
  	"short_description" varchar,
  	"sales_price_price" numeric,
  	"sales_price_end_date" timestamp(3) with time zone,
  	"import_settings_keep_images" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" varchar NOT NULL,
  	"branch_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donatees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar NOT NULL,
  	"description" varchar,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customers_discounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"material_group" "enum_customers_discounts_material_group" NOT NULL,
  	"percentage" numeric NOT NULL
  );
  
  CREATE TABLE "customers_data_shipping_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value_company_name" varchar,
  	"value_first_name" varchar,
  	"value_last_name" varchar,
  	"value_email" varchar NOT NULL,
  	"value_phone" varchar NOT NULL,
  	"value_street" varchar NOT NULL,
  	"value_stairway" varchar,
  	"value_floor" varchar,
  	"value_door" varchar,
  	"value_zip_code" varchar NOT NULL,
  	"value_city" varchar NOT NULL,
  	"value_country" "enum_customers_data_shipping_addresses_value_country" DEFAULT 'AT' NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"display_name" varchar,
  	"is_company" boolean DEFAULT true,
  	"company_name" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"street" varchar,
  	"stairway" varchar,
  	"floor" varchar,
  	"door" varchar,
  	"zip_code" varchar,
  	"city" varchar,
  	"country" "enum_customers_country" DEFAULT 'AT',
  	"vat_number" varchar,
  	"is_vat_number_verified" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "external_users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_external_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "external_users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "external_users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar,
  	"is_approved" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "external_users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customers_id" integer
  );
  
  CREATE TABLE "sites_blocks_hero_a_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sites_blocks_hero_a_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_sites_blocks_hero_a_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_hero_a" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"additional_label" "enum_sites_blocks_hero_a_additional_label" DEFAULT 'none',
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_hero_b_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sites_blocks_hero_b_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_sites_blocks_hero_b_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_hero_b" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"additional_label" "enum_sites_blocks_hero_b_additional_label" DEFAULT 'none',
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_hero_slider_slides_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sites_blocks_hero_slider_slides_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_sites_blocks_hero_slider_slides_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb
  );
  
  CREATE TABLE "sites_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"additional_label" "enum_sites_blocks_hero_slider_additional_label" DEFAULT 'none',
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_text_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb
  );
  
  CREATE TABLE "sites_blocks_text_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_text_image_slogan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"slogan" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_site_references" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"type" "enum_sites_blocks_site_references_type" DEFAULT 'typeA',
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_step_list_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"icon_id" integer
  );
  
  CREATE TABLE "sites_blocks_step_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_contact_persons_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "sites_blocks_contact_persons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_linked_in" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"embed_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_text_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sites_blocks_text_content_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_sites_blocks_text_content_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_text_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_text_with_sub_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"sub_headline" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_image_auto" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" jsonb,
  	"author" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_listing_list_elements" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"text" jsonb
  );
  
  CREATE TABLE "sites_blocks_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_team_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "sites_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_two_columns_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sites_blocks_two_columns_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_sites_blocks_two_columns_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_two_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "sites_blocks_two_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_four_columns_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sites_blocks_four_columns_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_sites_blocks_four_columns_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_four_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "sites_blocks_four_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_four_columns2_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sites_blocks_four_columns2_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_sites_blocks_four_columns2_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_four_columns2_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "sites_blocks_four_columns2" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_three_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_vacancies_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"category" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "sites_blocks_vacancies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"company_email" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_form_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subject" varchar DEFAULT 'Website Formular',
  	"text" jsonb,
  	"contact_id" integer,
  	"email" varchar,
  	"thank_you" varchar,
  	"privacy_site_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_form_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subject" varchar DEFAULT 'Website Formular',
  	"text" jsonb,
  	"email" varchar,
  	"thank_you" varchar,
  	"privacy_site_id" integer,
  	"branch_id" integer,
  	"geolocation_latitude" numeric DEFAULT 47.418,
  	"geolocation_longitude" numeric DEFAULT 9.664,
  	"geolocation_zoom" numeric DEFAULT 0.5,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_catalogue_slider_catalogues" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_catalogue_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_text_catalogue_catalogues" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "sites_blocks_text_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites_blocks_clickable_component_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"text" jsonb,
  	"layers_layer1_label" varchar,
  	"layers_layer1_text" jsonb,
  	"layers_layer2_label" varchar,
  	"layers_layer2_text" jsonb,
  	"layers_layer3_label" varchar,
  	"layers_layer3_text" jsonb,
  	"layers_layer4_label" varchar,
  	"layers_layer4_text" jsonb,
  	"layers_layer5_label" varchar,
  	"layers_layer5_text" jsonb,
  	"layers_layer6_label" varchar,
  	"layers_layer6_text" jsonb,
  	"layers_layer7_label" varchar,
  	"layers_layer7_text" jsonb,
  	"layers_layer8_label" varchar,
  	"layers_layer8_text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"path" varchar,
  	"type" "enum_sites_type" DEFAULT 'custom_site',
  	"content_title" varchar,
  	"content_description" varchar,
  	"content_image_id" integer,
  	"content_additional_label" "enum_sites_content_additional_label" DEFAULT 'none',
  	"content_icon_id" integer,
  	"content_hero_image_id" integer,
  	"content_parent_id" integer,
  	"content_text" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sites_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "sites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "_sites_v_blocks_hero_a_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__sites_v_blocks_hero_a_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum__sites_v_blocks_hero_a_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_hero_a" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"additional_label" "enum__sites_v_blocks_hero_a_additional_label" DEFAULT 'none',
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_hero_b_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__sites_v_blocks_hero_b_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum__sites_v_blocks_hero_b_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_hero_b" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"additional_label" "enum__sites_v_blocks_hero_b_additional_label" DEFAULT 'none',
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_hero_slider_slides_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__sites_v_blocks_hero_slider_slides_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum__sites_v_blocks_hero_slider_slides_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"additional_label" "enum__sites_v_blocks_hero_slider_additional_label" DEFAULT 'none',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_text_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_text_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_text_image_slogan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"slogan" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_site_references" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"type" "enum__sites_v_blocks_site_references_type" DEFAULT 'typeA',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_step_list_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_step_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_contact_persons_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_contact_persons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_linked_in" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"embed_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_text_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__sites_v_blocks_text_content_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum__sites_v_blocks_text_content_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_text_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_text_with_sub_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"sub_headline" varchar,
  	"text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_image_auto" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" jsonb,
  	"author" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_listing_list_elements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"text" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_team_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_two_columns_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__sites_v_blocks_two_columns_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum__sites_v_blocks_two_columns_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_two_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_two_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_four_columns_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__sites_v_blocks_four_columns_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum__sites_v_blocks_four_columns_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_four_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_four_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_four_columns2_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__sites_v_blocks_four_columns2_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum__sites_v_blocks_four_columns2_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_four_columns2_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_four_columns2" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_three_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_vacancies_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"category" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_vacancies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"company_email" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_form_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subject" varchar DEFAULT 'Website Formular',
  	"text" jsonb,
  	"contact_id" integer,
  	"email" varchar,
  	"thank_you" varchar,
  	"privacy_site_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_form_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subject" varchar DEFAULT 'Website Formular',
  	"text" jsonb,
  	"email" varchar,
  	"thank_you" varchar,
  	"privacy_site_id" integer,
  	"branch_id" integer,
  	"geolocation_latitude" numeric DEFAULT 47.418,
  	"geolocation_longitude" numeric DEFAULT 9.664,
  	"geolocation_zoom" numeric DEFAULT 0.5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_catalogue_slider_catalogues" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_catalogue_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_text_catalogue_catalogues" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_text_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v_blocks_clickable_component_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"text" jsonb,
  	"layers_layer1_label" varchar,
  	"layers_layer1_text" jsonb,
  	"layers_layer2_label" varchar,
  	"layers_layer2_text" jsonb,
  	"layers_layer3_label" varchar,
  	"layers_layer3_text" jsonb,
  	"layers_layer4_label" varchar,
  	"layers_layer4_text" jsonb,
  	"layers_layer5_label" varchar,
  	"layers_layer5_text" jsonb,
  	"layers_layer6_label" varchar,
  	"layers_layer6_text" jsonb,
  	"layers_layer7_label" varchar,
  	"layers_layer7_text" jsonb,
  	"layers_layer8_label" varchar,
  	"layers_layer8_text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sites_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_path" varchar,
  	"version_type" "enum__sites_v_version_type" DEFAULT 'custom_site',
  	"version_content_title" varchar,
  	"version_content_description" varchar,
  	"version_content_image_id" integer,
  	"version_content_additional_label" "enum__sites_v_version_content_additional_label" DEFAULT 'none',
  	"version_content_icon_id" integer,
  	"version_content_hero_image_id" integer,
  	"version_content_parent_id" integer,
  	"version_content_text" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sites_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_sites_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "navigations_items_children_grandchildren" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"type" "enum_navigations_items_children_grandchildren_type" DEFAULT 'site' NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"site_id" integer,
  	"branch_id" integer,
  	"href" varchar
  );
  
  CREATE TABLE "navigations_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"type" "enum_navigations_items_children_type" DEFAULT 'site' NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"site_id" integer,
  	"branch_id" integer,
  	"href" varchar
  );
  
  CREATE TABLE "navigations_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"type" "enum_navigations_items_type" DEFAULT 'site' NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"site_id" integer,
  	"branch_id" integer,
  	"href" varchar
  );
  
  CREATE TABLE "navigations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blocks_blocks_hero_a_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_blocks_blocks_hero_a_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_blocks_blocks_hero_a_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_hero_a" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"additional_label" "enum_blocks_blocks_hero_a_additional_label" DEFAULT 'none',
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_hero_b_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_blocks_blocks_hero_b_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_blocks_blocks_hero_b_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_hero_b" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"additional_label" "enum_blocks_blocks_hero_b_additional_label" DEFAULT 'none',
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_hero_slider_slides_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_blocks_blocks_hero_slider_slides_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_blocks_blocks_hero_slider_slides_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" jsonb
  );
  
  CREATE TABLE "blocks_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"additional_label" "enum_blocks_blocks_hero_slider_additional_label" DEFAULT 'none',
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_text_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb
  );
  
  CREATE TABLE "blocks_blocks_text_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_text_image_slogan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"slogan" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_site_references" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"type" "enum_blocks_blocks_site_references_type" DEFAULT 'typeA',
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_step_list_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"icon_id" integer
  );
  
  CREATE TABLE "blocks_blocks_step_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_contact_persons_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "blocks_blocks_contact_persons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_linked_in" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"embed_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_text_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_blocks_blocks_text_content_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_blocks_blocks_text_content_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_text_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_text_with_sub_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"sub_headline" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_image_auto" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" jsonb,
  	"author" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_listing_list_elements" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"text" jsonb
  );
  
  CREATE TABLE "blocks_blocks_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_team_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "blocks_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_two_columns_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_blocks_blocks_two_columns_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_blocks_blocks_two_columns_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_two_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "blocks_blocks_two_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_four_columns_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_blocks_blocks_four_columns_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_blocks_blocks_four_columns_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_four_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "blocks_blocks_four_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_four_columns2_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_blocks_blocks_four_columns2_columns_links_kind" DEFAULT 'site',
  	"label" varchar,
  	"site_id" integer,
  	"href" varchar,
  	"target" "enum_blocks_blocks_four_columns2_columns_links_target" DEFAULT '_self',
  	"email" varchar,
  	"phone" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_four_columns2_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "blocks_blocks_four_columns2" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_three_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_vacancies_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"category" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "blocks_blocks_vacancies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"company_email" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_form_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subject" varchar DEFAULT 'Website Formular',
  	"text" jsonb,
  	"contact_id" integer,
  	"email" varchar,
  	"thank_you" varchar,
  	"privacy_site_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_form_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subject" varchar DEFAULT 'Website Formular',
  	"text" jsonb,
  	"email" varchar,
  	"thank_you" varchar,
  	"privacy_site_id" integer,
  	"branch_id" integer,
  	"geolocation_latitude" numeric DEFAULT 47.418,
  	"geolocation_longitude" numeric DEFAULT 9.664,
  	"geolocation_zoom" numeric DEFAULT 0.5,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_catalogue_slider_catalogues" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_catalogue_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_text_catalogue_catalogues" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "blocks_blocks_text_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks_blocks_clickable_component_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"text" jsonb,
  	"layers_layer1_label" varchar,
  	"layers_layer1_text" jsonb,
  	"layers_layer2_label" varchar,
  	"layers_layer2_text" jsonb,
  	"layers_layer3_label" varchar,
  	"layers_layer3_text" jsonb,
  	"layers_layer4_label" varchar,
  	"layers_layer4_text" jsonb,
  	"layers_layer5_label" varchar,
  	"layers_layer5_text" jsonb,
  	"layers_layer6_label" varchar,
  	"layers_layer6_text" jsonb,
  	"layers_layer7_label" varchar,
  	"layers_layer7_text" jsonb,
  	"layers_layer8_label" varchar,
  	"layers_layer8_text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar NOT NULL,
  	"type" "enum_blocks_type" DEFAULT 'content',
  	"content_name" varchar,
  	"content_role" varchar,
  	"content_phone" varchar,
  	"content_email" varchar,
  	"content_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blocks_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "nodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar NOT NULL,
  	"parent_id" integer,
  	"site_id" integer,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"status_code" "enum_redirects_status_code" DEFAULT '301',
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"version" numeric DEFAULT 1,
  	"extension" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_icon_url" varchar,
  	"sizes_icon_width" numeric,
  	"sizes_icon_height" numeric,
  	"sizes_icon_mime_type" varchar,
  	"sizes_icon_filesize" numeric,
  	"sizes_icon_filename" varchar,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_tiny_url" varchar,
  	"sizes_tiny_width" numeric,
  	"sizes_tiny_height" numeric,
  	"sizes_tiny_mime_type" varchar,
  	"sizes_tiny_filesize" numeric,
  	"sizes_tiny_filename" varchar,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "image_templates_layers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_image_templates_layers_type" DEFAULT 'text',
  	"text" varchar,
  	"image_id" integer,
  	"x" numeric DEFAULT 0,
  	"y" numeric DEFAULT 0,
  	"width" numeric,
  	"height" numeric,
  	"font_size" numeric,
  	"color" varchar
  );
  
  CREATE TABLE "image_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"width" numeric DEFAULT 1080 NOT NULL,
  	"height" numeric DEFAULT 1080 NOT NULL,
  	"background" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"public_hash" varchar,
  	"version" numeric DEFAULT 1,
  	"extension" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "qr_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"identifier" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"branch_id" integer,
  	"table_id" integer,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_devices_type" DEFAULT 'printer' NOT NULL,
  	"branch_id" integer NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"last_seen_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "working_activities_pauses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "working_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"branch_id" integer,
  	"type" "enum_working_activities_type" DEFAULT 'work' NOT NULL,
  	"status" "enum_working_activities_status" DEFAULT 'running' NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"project_id" integer,
  	"task_id" integer,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "working_schedules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"branch_id" integer,
  	"date" timestamp(3) with time zone NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"planned_hours" numeric,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"customer_id" integer,
  	"customer_name" varchar,
  	"is_active" boolean DEFAULT true,
  	"budget_hours" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tasks_viewed_by" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"viewed_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"project_id" integer,
  	"status" "enum_tasks_status" DEFAULT 'open' NOT NULL,
  	"priority" "enum_tasks_priority" DEFAULT 'normal' NOT NULL,
  	"due_date" timestamp(3) with time zone,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tasks_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "scenes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"duration" numeric DEFAULT 10 NOT NULL,
  	"background_image_id" integer,
  	"content_title" varchar,
  	"content_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scenes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "digital_signage_segments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"duration" numeric,
  	"transition" "enum_digital_signage_segments_transition" DEFAULT 'fade' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "digital_signage_segments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"scenes_id" integer
  );
  
  CREATE TABLE "digital_signage_streams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"is_looping" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "digital_signage_streams_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"digital_signage_segments_id" integer
  );
  
  CREATE TABLE "digital_signage_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"branch_id" integer NOT NULL,
  	"stream_id" integer,
  	"last_seen_at" timestamp(3) with time zone,
  	"command_type" "enum_digital_signage_devices_command_type",
  	"command_status" "enum_digital_signage_devices_command_status",
  	"command_payload" varchar,
  	"command_issued_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"company" varchar,
  	"source" varchar,
  	"status" "enum_analytics_leads_status" DEFAULT 'new' NOT NULL,
  	"message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" varchar,
  	"type" varchar,
  	"action" varchar,
  	"name" varchar,
  	"data" jsonb,
  	"data_summary" varchar,
  	"session_id" varchar,
  	"path" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "enum_logs_level" DEFAULT 'info' NOT NULL,
  	"message" varchar NOT NULL,
  	"context" jsonb,
  	"context_summary" varchar,
  	"user_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "config_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_config_social_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "config_consent_services_intents" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_config_consent_services_intents",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "config_consent_services_cookies" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"ttl" numeric,
  	"description" varchar
  );
  
  CREATE TABLE "config_consent_services_local_storage" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"ttl" numeric,
  	"description" varchar
  );
  
  CREATE TABLE "config_consent_services_session_storage" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"ttl" numeric,
  	"description" varchar
  );
  
  CREATE TABLE "config_consent_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar,
  	"privacy_policy" varchar,
  	"script_id" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "theme" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"color1" varchar DEFAULT '#DC0814' NOT NULL,
  	"color2" varchar DEFAULT '#000000' NOT NULL,
  	"border_radius" numeric DEFAULT 0,
  	"font" varchar DEFAULT 'Roboto',
  	"font_url" varchar,
  	"logo_id" integer,
  	"favicon_id" integer,
  	"share_image_id" integer,
  	"map_token" varchar,
  	"map_style" varchar,
  	"label_grids_compact_rows" numeric DEFAULT 12,
  	"label_grids_compact_columns" numeric DEFAULT 4,
  	"label_grids_detail_rows" numeric DEFAULT 5,
  	"label_grids_detail_columns" numeric DEFAULT 2,
  	"advertising_tag_id" varchar,
  	"social_pixel_id" varchar DEFAULT '',
  	"meta_title" varchar,
  	"meta_url" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"social_meta_title" varchar,
  	"social_meta_url" varchar,
  	"social_meta_description" varchar,
  	"social_meta_image_id" integer,
  	"microblog_meta_title" varchar,
  	"microblog_meta_url" varchar,
  	"microblog_meta_description" varchar,
  	"microblog_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "branches" ADD COLUMN "division_id" integer;
  ALTER TABLE "branches" ADD COLUMN "description" varchar;
  ALTER TABLE "branches" ADD COLUMN "street" varchar;
  ALTER TABLE "branches" ADD COLUMN "zip_code" varchar;
  ALTER TABLE "branches" ADD COLUMN "phone" varchar;
  ALTER TABLE "branches" ADD COLUMN "email" varchar;
  ALTER TABLE "branches" ADD COLUMN "website" varchar;
  ALTER TABLE "branches" ADD COLUMN "latitude" numeric;
  ALTER TABLE "branches" ADD COLUMN "longitude" numeric;
  ALTER TABLE "branches" ADD COLUMN "keywords" varchar;
  ALTER TABLE "branches" ADD COLUMN "logo_id" integer;
  ALTER TABLE "branches" ADD COLUMN "is_enabled" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_public" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_delivery_hours_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "closed_message" varchar;
  ALTER TABLE "branches" ADD COLUMN "orderable_from" timestamp(3) with time zone;
  ALTER TABLE "branches" ADD COLUMN "is_takeaway_enabled" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_delivery_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_dine_in_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_preorder_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_appointment_required" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_quotation_required" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_table_selection_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_takeaway_email_required" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_delivery_email_required" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_dine_in_email_required" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_takeaway_phone_required" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_delivery_phone_required" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_dine_in_phone_required" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_takeaway_address_required" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_delivery_address_required" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_dine_in_address_required" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_cash_enabled" boolean DEFAULT true;
  ALTER TABLE "branches" ADD COLUMN "is_a_t_m_card_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_hydro_a_g_voucher_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_mollie_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "is_datatrans_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "api_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "divisions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "departments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "menus_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tables_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donatees_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "external_users_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "navigations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blocks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "nodes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "image_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "uploads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "qr_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "devices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "working_activities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "working_schedules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tasks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scenes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "digital_signage_segments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "digital_signage_streams_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "digital_signage_devices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_logs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "logs_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "external_users_id" integer;
  ALTER TABLE "config" ADD COLUMN "business_name" varchar;
  ALTER TABLE "config" ADD COLUMN "currency" varchar DEFAULT 'EUR' NOT NULL;
  ALTER TABLE "config" ADD COLUMN "title" varchar;
  ALTER TABLE "config" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "config" ADD COLUMN "description" varchar;
  ALTER TABLE "config" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "config" ADD COLUMN "street" varchar;
  ALTER TABLE "config" ADD COLUMN "zip_code" varchar;
  ALTER TABLE "config" ADD COLUMN "city" varchar;
  ALTER TABLE "config" ADD COLUMN "phone" varchar;
  ALTER TABLE "config" ADD COLUMN "email" varchar;
  ALTER TABLE "config" ADD COLUMN "website" varchar;
  ALTER TABLE "config" ADD COLUMN "tagline" varchar;
  ALTER TABLE "config" ADD COLUMN "default_delivery_method" "enum_config_default_delivery_method" DEFAULT 'takeaway';
  ALTER TABLE "config" ADD COLUMN "disable_tickets" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_cash" boolean DEFAULT true;
  ALTER TABLE "config" ADD COLUMN "enable_a_t_m_card" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_hydro_a_g_voucher" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_mollie" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_datatrans" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_p_w_a" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_toolbar" boolean DEFAULT true;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_home_page" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_search" boolean DEFAULT true;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_tags" boolean DEFAULT true;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_category_bar" boolean DEFAULT true;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_s_m_s" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_donations" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_frontdesk" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_order_reviews" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "enable_plugin_map" boolean DEFAULT false;
  ALTER TABLE "config" ADD COLUMN "terms_and_conditions" varchar;
  ALTER TABLE "config" ADD COLUMN "terms_and_conditions_text" varchar;
  ALTER TABLE "config" ADD COLUMN "privacy_policy" varchar;
  ALTER TABLE "config" ADD COLUMN "privacy_policy_text" varchar;
  ALTER TABLE "config" ADD COLUMN "imprint" varchar;
  ALTER TABLE "config" ADD COLUMN "imprint_text" varchar;
  ALTER TABLE "config" ADD COLUMN "allergens" varchar;
  ALTER TABLE "config" ADD COLUMN "allergens_text" varchar;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_totals_taxes" ADD CONSTRAINT "orders_totals_taxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_donatee_id_donatees_id_fk" FOREIGN KEY ("donatee_id") REFERENCES "public"."donatees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_external_user_id_external_users_id_fk" FOREIGN KEY ("external_user_id") REFERENCES "public"."external_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_snapshot_order_acknowledgement_id_uploads_id_fk" FOREIGN KEY ("snapshot_order_acknowledgement_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "branches_opening_hours" ADD CONSTRAINT "branches_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_delivery_hours" ADD CONSTRAINT "branches_delivery_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_delivery_areas" ADD CONSTRAINT "branches_delivery_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_rels" ADD CONSTRAINT "branches_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_rels" ADD CONSTRAINT "branches_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "branches_rels" ADD CONSTRAINT "branches_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_catalog" ADD CONSTRAINT "menus_catalog_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_catalog" ADD CONSTRAINT "menus_catalog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_branches_fk" FOREIGN KEY ("branches_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_schedule" ADD CONSTRAINT "categories_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_schedule" ADD CONSTRAINT "products_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_alternative_units" ADD CONSTRAINT "products_alternative_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_config_parts_options" ADD CONSTRAINT "products_config_parts_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_config_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_config_parts" ADD CONSTRAINT "products_config_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_categories" ADD CONSTRAINT "products_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_discounts" ADD CONSTRAINT "products_discounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_attributes_values" ADD CONSTRAINT "products_attributes_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_attributes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_attributes" ADD CONSTRAINT "products_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags" ADD CONSTRAINT "tags_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tables" ADD CONSTRAINT "tables_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers_discounts" ADD CONSTRAINT "customers_discounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_data_shipping_addresses" ADD CONSTRAINT "customers_data_shipping_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "external_users_roles" ADD CONSTRAINT "external_users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."external_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "external_users_sessions" ADD CONSTRAINT "external_users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."external_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "external_users_rels" ADD CONSTRAINT "external_users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."external_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "external_users_rels" ADD CONSTRAINT "external_users_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_a_links" ADD CONSTRAINT "sites_blocks_hero_a_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_a_links" ADD CONSTRAINT "sites_blocks_hero_a_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_a_links" ADD CONSTRAINT "sites_blocks_hero_a_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_hero_a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_a" ADD CONSTRAINT "sites_blocks_hero_a_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_a" ADD CONSTRAINT "sites_blocks_hero_a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_b_links" ADD CONSTRAINT "sites_blocks_hero_b_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_b_links" ADD CONSTRAINT "sites_blocks_hero_b_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_b_links" ADD CONSTRAINT "sites_blocks_hero_b_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_hero_b"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_b" ADD CONSTRAINT "sites_blocks_hero_b_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_b" ADD CONSTRAINT "sites_blocks_hero_b_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_slider_slides_links" ADD CONSTRAINT "sites_blocks_hero_slider_slides_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_slider_slides_links" ADD CONSTRAINT "sites_blocks_hero_slider_slides_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_slider_slides_links" ADD CONSTRAINT "sites_blocks_hero_slider_slides_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_slider_slides" ADD CONSTRAINT "sites_blocks_hero_slider_slides_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_slider_slides" ADD CONSTRAINT "sites_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_hero_slider" ADD CONSTRAINT "sites_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_slider_slides" ADD CONSTRAINT "sites_blocks_text_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_text_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_slider" ADD CONSTRAINT "sites_blocks_text_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_image_slogan" ADD CONSTRAINT "sites_blocks_text_image_slogan_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_image_slogan" ADD CONSTRAINT "sites_blocks_text_image_slogan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_site_references" ADD CONSTRAINT "sites_blocks_site_references_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_step_list_steps" ADD CONSTRAINT "sites_blocks_step_list_steps_icon_id_images_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_step_list_steps" ADD CONSTRAINT "sites_blocks_step_list_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_step_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_step_list" ADD CONSTRAINT "sites_blocks_step_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_contact_persons_contacts" ADD CONSTRAINT "sites_blocks_contact_persons_contacts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_contact_persons_contacts" ADD CONSTRAINT "sites_blocks_contact_persons_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_contact_persons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_contact_persons" ADD CONSTRAINT "sites_blocks_contact_persons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_linked_in" ADD CONSTRAINT "sites_blocks_linked_in_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_content_links" ADD CONSTRAINT "sites_blocks_text_content_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_content_links" ADD CONSTRAINT "sites_blocks_text_content_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_content_links" ADD CONSTRAINT "sites_blocks_text_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_text_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_content" ADD CONSTRAINT "sites_blocks_text_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_with_sub_headline" ADD CONSTRAINT "sites_blocks_text_with_sub_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_image" ADD CONSTRAINT "sites_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_image" ADD CONSTRAINT "sites_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_image_auto" ADD CONSTRAINT "sites_blocks_image_auto_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_image_auto" ADD CONSTRAINT "sites_blocks_image_auto_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_quote" ADD CONSTRAINT "sites_blocks_quote_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_quote" ADD CONSTRAINT "sites_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_listing_list_elements" ADD CONSTRAINT "sites_blocks_listing_list_elements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_listing" ADD CONSTRAINT "sites_blocks_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_team_contacts" ADD CONSTRAINT "sites_blocks_team_contacts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_team_contacts" ADD CONSTRAINT "sites_blocks_team_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_team" ADD CONSTRAINT "sites_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_two_columns_columns_links" ADD CONSTRAINT "sites_blocks_two_columns_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_two_columns_columns_links" ADD CONSTRAINT "sites_blocks_two_columns_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_two_columns_columns_links" ADD CONSTRAINT "sites_blocks_two_columns_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_two_columns_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_two_columns_columns" ADD CONSTRAINT "sites_blocks_two_columns_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_two_columns_columns" ADD CONSTRAINT "sites_blocks_two_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_two_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_two_columns" ADD CONSTRAINT "sites_blocks_two_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns_columns_links" ADD CONSTRAINT "sites_blocks_four_columns_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns_columns_links" ADD CONSTRAINT "sites_blocks_four_columns_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns_columns_links" ADD CONSTRAINT "sites_blocks_four_columns_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_four_columns_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns_columns" ADD CONSTRAINT "sites_blocks_four_columns_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns_columns" ADD CONSTRAINT "sites_blocks_four_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_four_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns" ADD CONSTRAINT "sites_blocks_four_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns2_columns_links" ADD CONSTRAINT "sites_blocks_four_columns2_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns2_columns_links" ADD CONSTRAINT "sites_blocks_four_columns2_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns2_columns_links" ADD CONSTRAINT "sites_blocks_four_columns2_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_four_columns2_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns2_columns" ADD CONSTRAINT "sites_blocks_four_columns2_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns2_columns" ADD CONSTRAINT "sites_blocks_four_columns2_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_four_columns2"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_four_columns2" ADD CONSTRAINT "sites_blocks_four_columns2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_three_images" ADD CONSTRAINT "sites_blocks_three_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_vacancies_jobs" ADD CONSTRAINT "sites_blocks_vacancies_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_vacancies" ADD CONSTRAINT "sites_blocks_vacancies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_form_data" ADD CONSTRAINT "sites_blocks_form_data_contact_id_blocks_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_form_data" ADD CONSTRAINT "sites_blocks_form_data_privacy_site_id_sites_id_fk" FOREIGN KEY ("privacy_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_form_data" ADD CONSTRAINT "sites_blocks_form_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_form_map" ADD CONSTRAINT "sites_blocks_form_map_privacy_site_id_sites_id_fk" FOREIGN KEY ("privacy_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_form_map" ADD CONSTRAINT "sites_blocks_form_map_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_form_map" ADD CONSTRAINT "sites_blocks_form_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_catalogue_slider_catalogues" ADD CONSTRAINT "sites_blocks_catalogue_slider_catalogues_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_catalogue_slider_catalogues" ADD CONSTRAINT "sites_blocks_catalogue_slider_catalogues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_catalogue_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_catalogue_slider" ADD CONSTRAINT "sites_blocks_catalogue_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_catalogue_catalogues" ADD CONSTRAINT "sites_blocks_text_catalogue_catalogues_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_catalogue_catalogues" ADD CONSTRAINT "sites_blocks_text_catalogue_catalogues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_blocks_text_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_text_catalogue" ADD CONSTRAINT "sites_blocks_text_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_blocks_clickable_component_overview" ADD CONSTRAINT "sites_blocks_clickable_component_overview_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_blocks_clickable_component_overview" ADD CONSTRAINT "sites_blocks_clickable_component_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_image_id_images_id_fk" FOREIGN KEY ("content_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_icon_id_images_id_fk" FOREIGN KEY ("content_icon_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_hero_image_id_images_id_fk" FOREIGN KEY ("content_hero_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_parent_id_sites_id_fk" FOREIGN KEY ("content_parent_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_seo_image_id_images_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_a_links" ADD CONSTRAINT "_sites_v_blocks_hero_a_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_a_links" ADD CONSTRAINT "_sites_v_blocks_hero_a_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_a_links" ADD CONSTRAINT "_sites_v_blocks_hero_a_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_hero_a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_a" ADD CONSTRAINT "_sites_v_blocks_hero_a_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_a" ADD CONSTRAINT "_sites_v_blocks_hero_a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_b_links" ADD CONSTRAINT "_sites_v_blocks_hero_b_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_b_links" ADD CONSTRAINT "_sites_v_blocks_hero_b_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_b_links" ADD CONSTRAINT "_sites_v_blocks_hero_b_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_hero_b"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_b" ADD CONSTRAINT "_sites_v_blocks_hero_b_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_b" ADD CONSTRAINT "_sites_v_blocks_hero_b_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_slider_slides_links" ADD CONSTRAINT "_sites_v_blocks_hero_slider_slides_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_slider_slides_links" ADD CONSTRAINT "_sites_v_blocks_hero_slider_slides_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_slider_slides_links" ADD CONSTRAINT "_sites_v_blocks_hero_slider_slides_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_slider_slides" ADD CONSTRAINT "_sites_v_blocks_hero_slider_slides_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_slider_slides" ADD CONSTRAINT "_sites_v_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_hero_slider" ADD CONSTRAINT "_sites_v_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_slider_slides" ADD CONSTRAINT "_sites_v_blocks_text_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_text_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_slider" ADD CONSTRAINT "_sites_v_blocks_text_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_image_slogan" ADD CONSTRAINT "_sites_v_blocks_text_image_slogan_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_image_slogan" ADD CONSTRAINT "_sites_v_blocks_text_image_slogan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_site_references" ADD CONSTRAINT "_sites_v_blocks_site_references_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_step_list_steps" ADD CONSTRAINT "_sites_v_blocks_step_list_steps_icon_id_images_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_step_list_steps" ADD CONSTRAINT "_sites_v_blocks_step_list_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_step_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_step_list" ADD CONSTRAINT "_sites_v_blocks_step_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_contact_persons_contacts" ADD CONSTRAINT "_sites_v_blocks_contact_persons_contacts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_contact_persons_contacts" ADD CONSTRAINT "_sites_v_blocks_contact_persons_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_contact_persons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_contact_persons" ADD CONSTRAINT "_sites_v_blocks_contact_persons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_linked_in" ADD CONSTRAINT "_sites_v_blocks_linked_in_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_content_links" ADD CONSTRAINT "_sites_v_blocks_text_content_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_content_links" ADD CONSTRAINT "_sites_v_blocks_text_content_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_content_links" ADD CONSTRAINT "_sites_v_blocks_text_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_text_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_content" ADD CONSTRAINT "_sites_v_blocks_text_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_with_sub_headline" ADD CONSTRAINT "_sites_v_blocks_text_with_sub_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_image" ADD CONSTRAINT "_sites_v_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_image" ADD CONSTRAINT "_sites_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_image_auto" ADD CONSTRAINT "_sites_v_blocks_image_auto_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_image_auto" ADD CONSTRAINT "_sites_v_blocks_image_auto_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_quote" ADD CONSTRAINT "_sites_v_blocks_quote_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_quote" ADD CONSTRAINT "_sites_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_listing_list_elements" ADD CONSTRAINT "_sites_v_blocks_listing_list_elements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_listing" ADD CONSTRAINT "_sites_v_blocks_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_team_contacts" ADD CONSTRAINT "_sites_v_blocks_team_contacts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_team_contacts" ADD CONSTRAINT "_sites_v_blocks_team_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_team" ADD CONSTRAINT "_sites_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_two_columns_columns_links" ADD CONSTRAINT "_sites_v_blocks_two_columns_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_two_columns_columns_links" ADD CONSTRAINT "_sites_v_blocks_two_columns_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_two_columns_columns_links" ADD CONSTRAINT "_sites_v_blocks_two_columns_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_two_columns_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_two_columns_columns" ADD CONSTRAINT "_sites_v_blocks_two_columns_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_two_columns_columns" ADD CONSTRAINT "_sites_v_blocks_two_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_two_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_two_columns" ADD CONSTRAINT "_sites_v_blocks_two_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns_columns_links" ADD CONSTRAINT "_sites_v_blocks_four_columns_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns_columns_links" ADD CONSTRAINT "_sites_v_blocks_four_columns_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns_columns_links" ADD CONSTRAINT "_sites_v_blocks_four_columns_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_four_columns_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns_columns" ADD CONSTRAINT "_sites_v_blocks_four_columns_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns_columns" ADD CONSTRAINT "_sites_v_blocks_four_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_four_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns" ADD CONSTRAINT "_sites_v_blocks_four_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns2_columns_links" ADD CONSTRAINT "_sites_v_blocks_four_columns2_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns2_columns_links" ADD CONSTRAINT "_sites_v_blocks_four_columns2_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns2_columns_links" ADD CONSTRAINT "_sites_v_blocks_four_columns2_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_four_columns2_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns2_columns" ADD CONSTRAINT "_sites_v_blocks_four_columns2_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns2_columns" ADD CONSTRAINT "_sites_v_blocks_four_columns2_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_four_columns2"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_four_columns2" ADD CONSTRAINT "_sites_v_blocks_four_columns2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_three_images" ADD CONSTRAINT "_sites_v_blocks_three_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_vacancies_jobs" ADD CONSTRAINT "_sites_v_blocks_vacancies_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_vacancies" ADD CONSTRAINT "_sites_v_blocks_vacancies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_form_data" ADD CONSTRAINT "_sites_v_blocks_form_data_contact_id_blocks_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_form_data" ADD CONSTRAINT "_sites_v_blocks_form_data_privacy_site_id_sites_id_fk" FOREIGN KEY ("privacy_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_form_data" ADD CONSTRAINT "_sites_v_blocks_form_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_form_map" ADD CONSTRAINT "_sites_v_blocks_form_map_privacy_site_id_sites_id_fk" FOREIGN KEY ("privacy_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_form_map" ADD CONSTRAINT "_sites_v_blocks_form_map_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_form_map" ADD CONSTRAINT "_sites_v_blocks_form_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_catalogue_slider_catalogues" ADD CONSTRAINT "_sites_v_blocks_catalogue_slider_catalogues_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_catalogue_slider_catalogues" ADD CONSTRAINT "_sites_v_blocks_catalogue_slider_catalogues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_catalogue_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_catalogue_slider" ADD CONSTRAINT "_sites_v_blocks_catalogue_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_catalogue_catalogues" ADD CONSTRAINT "_sites_v_blocks_text_catalogue_catalogues_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_catalogue_catalogues" ADD CONSTRAINT "_sites_v_blocks_text_catalogue_catalogues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v_blocks_text_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_text_catalogue" ADD CONSTRAINT "_sites_v_blocks_text_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_clickable_component_overview" ADD CONSTRAINT "_sites_v_blocks_clickable_component_overview_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_blocks_clickable_component_overview" ADD CONSTRAINT "_sites_v_blocks_clickable_component_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_parent_id_sites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_image_id_images_id_fk" FOREIGN KEY ("version_content_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_icon_id_images_id_fk" FOREIGN KEY ("version_content_icon_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_hero_image_id_images_id_fk" FOREIGN KEY ("version_content_hero_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_parent_id_sites_id_fk" FOREIGN KEY ("version_content_parent_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_seo_image_id_images_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_rels" ADD CONSTRAINT "_sites_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_rels" ADD CONSTRAINT "_sites_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_rels" ADD CONSTRAINT "_sites_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_items_children_grandchildren" ADD CONSTRAINT "navigations_items_children_grandchildren_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children_grandchildren" ADD CONSTRAINT "navigations_items_children_grandchildren_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children_grandchildren" ADD CONSTRAINT "navigations_items_children_grandchildren_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_items_children" ADD CONSTRAINT "navigations_items_children_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children" ADD CONSTRAINT "navigations_items_children_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children" ADD CONSTRAINT "navigations_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_items" ADD CONSTRAINT "navigations_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items" ADD CONSTRAINT "navigations_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items" ADD CONSTRAINT "navigations_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_a_links" ADD CONSTRAINT "blocks_blocks_hero_a_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_a_links" ADD CONSTRAINT "blocks_blocks_hero_a_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_a_links" ADD CONSTRAINT "blocks_blocks_hero_a_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_hero_a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_a" ADD CONSTRAINT "blocks_blocks_hero_a_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_a" ADD CONSTRAINT "blocks_blocks_hero_a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_b_links" ADD CONSTRAINT "blocks_blocks_hero_b_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_b_links" ADD CONSTRAINT "blocks_blocks_hero_b_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_b_links" ADD CONSTRAINT "blocks_blocks_hero_b_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_hero_b"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_b" ADD CONSTRAINT "blocks_blocks_hero_b_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_b" ADD CONSTRAINT "blocks_blocks_hero_b_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_slider_slides_links" ADD CONSTRAINT "blocks_blocks_hero_slider_slides_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_slider_slides_links" ADD CONSTRAINT "blocks_blocks_hero_slider_slides_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_slider_slides_links" ADD CONSTRAINT "blocks_blocks_hero_slider_slides_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_slider_slides" ADD CONSTRAINT "blocks_blocks_hero_slider_slides_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_slider_slides" ADD CONSTRAINT "blocks_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_hero_slider" ADD CONSTRAINT "blocks_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_slider_slides" ADD CONSTRAINT "blocks_blocks_text_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_text_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_slider" ADD CONSTRAINT "blocks_blocks_text_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_image_slogan" ADD CONSTRAINT "blocks_blocks_text_image_slogan_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_image_slogan" ADD CONSTRAINT "blocks_blocks_text_image_slogan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_site_references" ADD CONSTRAINT "blocks_blocks_site_references_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_step_list_steps" ADD CONSTRAINT "blocks_blocks_step_list_steps_icon_id_images_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_step_list_steps" ADD CONSTRAINT "blocks_blocks_step_list_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_step_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_step_list" ADD CONSTRAINT "blocks_blocks_step_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_contact_persons_contacts" ADD CONSTRAINT "blocks_blocks_contact_persons_contacts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_contact_persons_contacts" ADD CONSTRAINT "blocks_blocks_contact_persons_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_contact_persons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_contact_persons" ADD CONSTRAINT "blocks_blocks_contact_persons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_linked_in" ADD CONSTRAINT "blocks_blocks_linked_in_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_content_links" ADD CONSTRAINT "blocks_blocks_text_content_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_content_links" ADD CONSTRAINT "blocks_blocks_text_content_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_content_links" ADD CONSTRAINT "blocks_blocks_text_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_text_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_content" ADD CONSTRAINT "blocks_blocks_text_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_with_sub_headline" ADD CONSTRAINT "blocks_blocks_text_with_sub_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_image" ADD CONSTRAINT "blocks_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_image" ADD CONSTRAINT "blocks_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_image_auto" ADD CONSTRAINT "blocks_blocks_image_auto_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_image_auto" ADD CONSTRAINT "blocks_blocks_image_auto_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_quote" ADD CONSTRAINT "blocks_blocks_quote_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_quote" ADD CONSTRAINT "blocks_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_listing_list_elements" ADD CONSTRAINT "blocks_blocks_listing_list_elements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_listing" ADD CONSTRAINT "blocks_blocks_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_team_contacts" ADD CONSTRAINT "blocks_blocks_team_contacts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_team_contacts" ADD CONSTRAINT "blocks_blocks_team_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_team" ADD CONSTRAINT "blocks_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_two_columns_columns_links" ADD CONSTRAINT "blocks_blocks_two_columns_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_two_columns_columns_links" ADD CONSTRAINT "blocks_blocks_two_columns_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_two_columns_columns_links" ADD CONSTRAINT "blocks_blocks_two_columns_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_two_columns_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_two_columns_columns" ADD CONSTRAINT "blocks_blocks_two_columns_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_two_columns_columns" ADD CONSTRAINT "blocks_blocks_two_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_two_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_two_columns" ADD CONSTRAINT "blocks_blocks_two_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns_columns_links" ADD CONSTRAINT "blocks_blocks_four_columns_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns_columns_links" ADD CONSTRAINT "blocks_blocks_four_columns_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns_columns_links" ADD CONSTRAINT "blocks_blocks_four_columns_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_four_columns_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns_columns" ADD CONSTRAINT "blocks_blocks_four_columns_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns_columns" ADD CONSTRAINT "blocks_blocks_four_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_four_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns" ADD CONSTRAINT "blocks_blocks_four_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns2_columns_links" ADD CONSTRAINT "blocks_blocks_four_columns2_columns_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns2_columns_links" ADD CONSTRAINT "blocks_blocks_four_columns2_columns_links_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns2_columns_links" ADD CONSTRAINT "blocks_blocks_four_columns2_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_four_columns2_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns2_columns" ADD CONSTRAINT "blocks_blocks_four_columns2_columns_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns2_columns" ADD CONSTRAINT "blocks_blocks_four_columns2_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_four_columns2"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_four_columns2" ADD CONSTRAINT "blocks_blocks_four_columns2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_three_images" ADD CONSTRAINT "blocks_blocks_three_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_vacancies_jobs" ADD CONSTRAINT "blocks_blocks_vacancies_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_vacancies" ADD CONSTRAINT "blocks_blocks_vacancies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_form_data" ADD CONSTRAINT "blocks_blocks_form_data_contact_id_blocks_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_form_data" ADD CONSTRAINT "blocks_blocks_form_data_privacy_site_id_sites_id_fk" FOREIGN KEY ("privacy_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_form_data" ADD CONSTRAINT "blocks_blocks_form_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_form_map" ADD CONSTRAINT "blocks_blocks_form_map_privacy_site_id_sites_id_fk" FOREIGN KEY ("privacy_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_form_map" ADD CONSTRAINT "blocks_blocks_form_map_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_form_map" ADD CONSTRAINT "blocks_blocks_form_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_catalogue_slider_catalogues" ADD CONSTRAINT "blocks_blocks_catalogue_slider_catalogues_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_catalogue_slider_catalogues" ADD CONSTRAINT "blocks_blocks_catalogue_slider_catalogues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_catalogue_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_catalogue_slider" ADD CONSTRAINT "blocks_blocks_catalogue_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_catalogue_catalogues" ADD CONSTRAINT "blocks_blocks_text_catalogue_catalogues_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_catalogue_catalogues" ADD CONSTRAINT "blocks_blocks_text_catalogue_catalogues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks_blocks_text_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_text_catalogue" ADD CONSTRAINT "blocks_blocks_text_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_blocks_clickable_component_overview" ADD CONSTRAINT "blocks_blocks_clickable_component_overview_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_blocks_clickable_component_overview" ADD CONSTRAINT "blocks_blocks_clickable_component_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks" ADD CONSTRAINT "blocks_content_image_id_images_id_fk" FOREIGN KEY ("content_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocks_rels" ADD CONSTRAINT "blocks_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_rels" ADD CONSTRAINT "blocks_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blocks_rels" ADD CONSTRAINT "blocks_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nodes" ADD CONSTRAINT "nodes_parent_id_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nodes" ADD CONSTRAINT "nodes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_templates_layers" ADD CONSTRAINT "image_templates_layers_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_templates_layers" ADD CONSTRAINT "image_templates_layers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."image_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devices" ADD CONSTRAINT "devices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_activities_pauses" ADD CONSTRAINT "working_activities_pauses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."working_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_activities" ADD CONSTRAINT "working_activities_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_schedules" ADD CONSTRAINT "working_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_schedules" ADD CONSTRAINT "working_schedules_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks_viewed_by" ADD CONSTRAINT "tasks_viewed_by_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks_viewed_by" ADD CONSTRAINT "tasks_viewed_by_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scenes" ADD CONSTRAINT "scenes_background_image_id_images_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scenes_rels" ADD CONSTRAINT "scenes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scenes_rels" ADD CONSTRAINT "scenes_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_segments_rels" ADD CONSTRAINT "digital_signage_segments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."digital_signage_segments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_segments_rels" ADD CONSTRAINT "digital_signage_segments_rels_scenes_fk" FOREIGN KEY ("scenes_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_streams_rels" ADD CONSTRAINT "digital_signage_streams_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."digital_signage_streams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_streams_rels" ADD CONSTRAINT "digital_signage_streams_rels_digital_signage_segments_fk" FOREIGN KEY ("digital_signage_segments_id") REFERENCES "public"."digital_signage_segments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "digital_signage_devices" ADD CONSTRAINT "digital_signage_devices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "digital_signage_devices" ADD CONSTRAINT "digital_signage_devices_stream_id_digital_signage_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."digital_signage_streams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "logs" ADD CONSTRAINT "logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "config_social_links" ADD CONSTRAINT "config_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_consent_services_intents" ADD CONSTRAINT "config_consent_services_intents_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."config_consent_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_consent_services_cookies" ADD CONSTRAINT "config_consent_services_cookies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config_consent_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_consent_services_local_storage" ADD CONSTRAINT "config_consent_services_local_storage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config_consent_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_consent_services_session_storage" ADD CONSTRAINT "config_consent_services_session_storage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config_consent_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "config_consent_services" ADD CONSTRAINT "config_consent_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_favicon_id_images_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_share_image_id_images_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_meta_image_id_images_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_social_meta_image_id_images_id_fk" FOREIGN KEY ("social_meta_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme" ADD CONSTRAINT "theme_microblog_meta_image_id_images_id_fk" FOREIGN KEY ("microblog_meta_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_items_order_idx" ON "orders_items" USING btree ("_order");
  CREATE INDEX "orders_items_parent_id_idx" ON "orders_items" USING btree ("_parent_id");
  CREATE INDEX "orders_items_product_idx" ON "orders_items" USING btree ("product_id");
  CREATE INDEX "orders_totals_taxes_order_idx" ON "orders_totals_taxes" USING btree ("_order");
  CREATE INDEX "orders_totals_taxes_parent_id_idx" ON "orders_totals_taxes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_uid_idx" ON "orders" USING btree ("uid");
  CREATE INDEX "orders_hash_idx" ON "orders" USING btree ("hash");
  CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop");
  CREATE INDEX "orders_branch_idx" ON "orders" USING btree ("branch_id");
  CREATE INDEX "orders_mode_idx" ON "orders" USING btree ("mode");
  CREATE INDEX "orders_table_idx" ON "orders" USING btree ("table_id");
  CREATE INDEX "orders_donatee_idx" ON "orders" USING btree ("donatee_id");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_external_user_idx" ON "orders" USING btree ("external_user_id");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_totals_totals_gross_idx" ON "orders" USING btree ("totals_gross");
  CREATE INDEX "orders_last_name_idx" ON "orders" USING btree ("last_name");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method");
  CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");
  CREATE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference");
  CREATE INDEX "orders_appointment_idx" ON "orders" USING btree ("appointment");
  CREATE INDEX "orders_snapshot_snapshot_order_acknowledgement_idx" ON "orders" USING btree ("snapshot_order_acknowledgement_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "branches_opening_hours_order_idx" ON "branches_opening_hours" USING btree ("_order");
  CREATE INDEX "branches_opening_hours_parent_id_idx" ON "branches_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "branches_delivery_hours_order_idx" ON "branches_delivery_hours" USING btree ("_order");
  CREATE INDEX "branches_delivery_hours_parent_id_idx" ON "branches_delivery_hours" USING btree ("_parent_id");
  CREATE INDEX "branches_delivery_areas_order_idx" ON "branches_delivery_areas" USING btree ("_order");
  CREATE INDEX "branches_delivery_areas_parent_id_idx" ON "branches_delivery_areas" USING btree ("_parent_id");
  CREATE INDEX "branches_rels_order_idx" ON "branches_rels" USING btree ("order");
  CREATE INDEX "branches_rels_parent_idx" ON "branches_rels" USING btree ("parent_id");
  CREATE INDEX "branches_rels_path_idx" ON "branches_rels" USING btree ("path");
  CREATE INDEX "branches_rels_tags_id_idx" ON "branches_rels" USING btree ("tags_id");
  CREATE INDEX "branches_rels_images_id_idx" ON "branches_rels" USING btree ("images_id");
  CREATE UNIQUE INDEX "divisions_identifier_idx" ON "divisions" USING btree ("identifier");
  CREATE INDEX "divisions_updated_at_idx" ON "divisions" USING btree ("updated_at");
  CREATE INDEX "divisions_created_at_idx" ON "divisions" USING btree ("created_at");
  CREATE INDEX "departments_identifier_idx" ON "departments" USING btree ("identifier");
  CREATE INDEX "departments_branch_idx" ON "departments" USING btree ("branch_id");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "menus_catalog_order_idx" ON "menus_catalog" USING btree ("_order");
  CREATE INDEX "menus_catalog_parent_id_idx" ON "menus_catalog" USING btree ("_parent_id");
  CREATE INDEX "menus_catalog_category_idx" ON "menus_catalog" USING btree ("category_id");
  CREATE INDEX "menus_available_from_idx" ON "menus" USING btree ("available_from");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_branches_id_idx" ON "menus_rels" USING btree ("branches_id");
  CREATE INDEX "menus_rels_products_id_idx" ON "menus_rels" USING btree ("products_id");
  CREATE INDEX "categories_schedule_order_idx" ON "categories_schedule" USING btree ("_order");
  CREATE INDEX "categories_schedule_parent_id_idx" ON "categories_schedule" USING btree ("_parent_id");
  CREATE INDEX "categories_name_idx" ON "categories" USING btree ("name");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_is_enabled_idx" ON "categories" USING btree ("is_enabled");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "products_schedule_order_idx" ON "products_schedule" USING btree ("_order");
  CREATE INDEX "products_schedule_parent_id_idx" ON "products_schedule" USING btree ("_parent_id");
  CREATE INDEX "products_alternative_units_order_idx" ON "products_alternative_units" USING btree ("_order");
  CREATE INDEX "products_alternative_units_parent_id_idx" ON "products_alternative_units" USING btree ("_parent_id");
  CREATE INDEX "products_config_parts_options_order_idx" ON "products_config_parts_options" USING btree ("_order");
  CREATE INDEX "products_config_parts_options_parent_id_idx" ON "products_config_parts_options" USING btree ("_parent_id");
  CREATE INDEX "products_config_parts_order_idx" ON "products_config_parts" USING btree ("_order");
  CREATE INDEX "products_config_parts_parent_id_idx" ON "products_config_parts" USING btree ("_parent_id");
  CREATE INDEX "products_categories_order_idx" ON "products_categories" USING btree ("_order");
  CREATE INDEX "products_categories_parent_id_idx" ON "products_categories" USING btree ("_parent_id");
  CREATE INDEX "products_categories_value_idx" ON "products_categories" USING btree ("value");
  CREATE INDEX "products_discounts_order_idx" ON "products_discounts" USING btree ("_order");
  CREATE INDEX "products_discounts_parent_id_idx" ON "products_discounts" USING btree ("_parent_id");
  CREATE INDEX "products_attributes_values_order_idx" ON "products_attributes_values" USING btree ("_order");
  CREATE INDEX "products_attributes_values_parent_id_idx" ON "products_attributes_values" USING btree ("_parent_id");
  CREATE INDEX "products_attributes_order_idx" ON "products_attributes" USING btree ("_order");
  CREATE INDEX "products_attributes_parent_id_idx" ON "products_attributes" USING btree ("_parent_id");
  CREATE INDEX "products_name_idx" ON "products" USING btree ("name");
  CREATE UNIQUE INDEX "products_uid_idx" ON "products" USING btree ("uid");
  CREATE INDEX "products_catalogue_idx" ON "products" USING btree ("catalogue");
  CREATE INDEX "products_is_enabled_idx" ON "products" USING btree ("is_enabled");
  CREATE INDEX "products_is_public_idx" ON "products" USING btree ("is_public");
  CREATE INDEX "products_material_group_idx" ON "products" USING btree ("material_group");
  CREATE INDEX "products_weight_idx" ON "products" USING btree ("weight");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_images_id_idx" ON "products_rels" USING btree ("images_id");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "tags_name_idx" ON "tags" USING btree ("name");
  CREATE INDEX "tags_image_idx" ON "tags" USING btree ("image_id");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE INDEX "tables_identifier_idx" ON "tables" USING btree ("identifier");
  CREATE INDEX "tables_branch_idx" ON "tables" USING btree ("branch_id");
  CREATE INDEX "tables_updated_at_idx" ON "tables" USING btree ("updated_at");
  CREATE INDEX "tables_created_at_idx" ON "tables" USING btree ("created_at");
  CREATE UNIQUE INDEX "branch_identifier_idx" ON "tables" USING btree ("branch_id","identifier");
  CREATE INDEX "donatees_name_idx" ON "donatees" USING btree ("name");
  CREATE UNIQUE INDEX "donatees_identifier_idx" ON "donatees" USING btree ("identifier");
  CREATE INDEX "donatees_is_enabled_idx" ON "donatees" USING btree ("is_enabled");
  CREATE INDEX "donatees_updated_at_idx" ON "donatees" USING btree ("updated_at");
  CREATE INDEX "donatees_created_at_idx" ON "donatees" USING btree ("created_at");
  CREATE INDEX "customers_discounts_order_idx" ON "customers_discounts" USING btree ("_order");
  CREATE INDEX "customers_discounts_parent_id_idx" ON "customers_discounts" USING btree ("_parent_id");
  CREATE INDEX "customers_data_shipping_addresses_order_idx" ON "customers_data_shipping_addresses" USING btree ("_order");
  CREATE INDEX "customers_data_shipping_addresses_parent_id_idx" ON "customers_data_shipping_addresses" USING btree ("_parent_id");
  CREATE INDEX "customers_display_name_idx" ON "customers" USING btree ("display_name");
  CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "external_users_roles_order_idx" ON "external_users_roles" USING btree ("order");
  CREATE INDEX "external_users_roles_parent_idx" ON "external_users_roles" USING btree ("parent_id");
  CREATE INDEX "external_users_sessions_order_idx" ON "external_users_sessions" USING btree ("_order");
  CREATE INDEX "external_users_sessions_parent_id_idx" ON "external_users_sessions" USING btree ("_parent_id");
  CREATE INDEX "external_users_is_approved_idx" ON "external_users" USING btree ("is_approved");
  CREATE INDEX "external_users_updated_at_idx" ON "external_users" USING btree ("updated_at");
  CREATE INDEX "external_users_created_at_idx" ON "external_users" USING btree ("created_at");
  CREATE UNIQUE INDEX "external_users_email_idx" ON "external_users" USING btree ("email");
  CREATE INDEX "external_users_rels_order_idx" ON "external_users_rels" USING btree ("order");
  CREATE INDEX "external_users_rels_parent_idx" ON "external_users_rels" USING btree ("parent_id");
  CREATE INDEX "external_users_rels_path_idx" ON "external_users_rels" USING btree ("path");
  CREATE INDEX "external_users_rels_customers_id_idx" ON "external_users_rels" USING btree ("customers_id");
  CREATE INDEX "sites_blocks_hero_a_links_order_idx" ON "sites_blocks_hero_a_links" USING btree ("_order");
  CREATE INDEX "sites_blocks_hero_a_links_parent_id_idx" ON "sites_blocks_hero_a_links" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_hero_a_links_site_idx" ON "sites_blocks_hero_a_links" USING btree ("site_id");
  CREATE INDEX "sites_blocks_hero_a_links_file_idx" ON "sites_blocks_hero_a_links" USING btree ("file_id");
  CREATE INDEX "sites_blocks_hero_a_order_idx" ON "sites_blocks_hero_a" USING btree ("_order");
  CREATE INDEX "sites_blocks_hero_a_parent_id_idx" ON "sites_blocks_hero_a" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_hero_a_path_idx" ON "sites_blocks_hero_a" USING btree ("_path");
  CREATE INDEX "sites_blocks_hero_a_image_idx" ON "sites_blocks_hero_a" USING btree ("image_id");
  CREATE INDEX "sites_blocks_hero_b_links_order_idx" ON "sites_blocks_hero_b_links" USING btree ("_order");
  CREATE INDEX "sites_blocks_hero_b_links_parent_id_idx" ON "sites_blocks_hero_b_links" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_hero_b_links_site_idx" ON "sites_blocks_hero_b_links" USING btree ("site_id");
  CREATE INDEX "sites_blocks_hero_b_links_file_idx" ON "sites_blocks_hero_b_links" USING btree ("file_id");
  CREATE INDEX "sites_blocks_hero_b_order_idx" ON "sites_blocks_hero_b" USING btree ("_order");
  CREATE INDEX "sites_blocks_hero_b_parent_id_idx" ON "sites_blocks_hero_b" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_hero_b_path_idx" ON "sites_blocks_hero_b" USING btree ("_path");
  CREATE INDEX "sites_blocks_hero_b_image_idx" ON "sites_blocks_hero_b" USING btree ("image_id");
  CREATE INDEX "sites_blocks_hero_slider_slides_links_order_idx" ON "sites_blocks_hero_slider_slides_links" USING btree ("_order");
  CREATE INDEX "sites_blocks_hero_slider_slides_links_parent_id_idx" ON "sites_blocks_hero_slider_slides_links" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_hero_slider_slides_links_site_idx" ON "sites_blocks_hero_slider_slides_links" USING btree ("site_id");
  CREATE INDEX "sites_blocks_hero_slider_slides_links_file_idx" ON "sites_blocks_hero_slider_slides_links" USING btree ("file_id");
  CREATE INDEX "sites_blocks_hero_slider_slides_order_idx" ON "sites_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "sites_blocks_hero_slider_slides_parent_id_idx" ON "sites_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_hero_slider_slides_image_idx" ON "sites_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "sites_blocks_hero_slider_order_idx" ON "sites_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "sites_blocks_hero_slider_parent_id_idx" ON "sites_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_hero_slider_path_idx" ON "sites_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "sites_blocks_text_slider_slides_order_idx" ON "sites_blocks_text_slider_slides" USING btree ("_order");
  CREATE INDEX "sites_blocks_text_slider_slides_parent_id_idx" ON "sites_blocks_text_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_text_slider_order_idx" ON "sites_blocks_text_slider" USING btree ("_order");
  CREATE INDEX "sites_blocks_text_slider_parent_id_idx" ON "sites_blocks_text_slider" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_text_slider_path_idx" ON "sites_blocks_text_slider" USING btree ("_path");
  CREATE INDEX "sites_blocks_text_image_slogan_order_idx" ON "sites_blocks_text_image_slogan" USING btree ("_order");
  CREATE INDEX "sites_blocks_text_image_slogan_parent_id_idx" ON "sites_blocks_text_image_slogan" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_text_image_slogan_path_idx" ON "sites_blocks_text_image_slogan" USING btree ("_path");
  CREATE INDEX "sites_blocks_text_image_slogan_image_idx" ON "sites_blocks_text_image_slogan" USING btree ("image_id");
  CREATE INDEX "sites_blocks_site_references_order_idx" ON "sites_blocks_site_references" USING btree ("_order");
  CREATE INDEX "sites_blocks_site_references_parent_id_idx" ON "sites_blocks_site_references" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_site_references_path_idx" ON "sites_blocks_site_references" USING btree ("_path");
  CREATE INDEX "sites_blocks_step_list_steps_order_idx" ON "sites_blocks_step_list_steps" USING btree ("_order");
  CREATE INDEX "sites_blocks_step_list_steps_parent_id_idx" ON "sites_blocks_step_list_steps" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_step_list_steps_icon_idx" ON "sites_blocks_step_list_steps" USING btree ("icon_id");
  CREATE INDEX "sites_blocks_step_list_order_idx" ON "sites_blocks_step_list" USING btree ("_order");
  CREATE INDEX "sites_blocks_step_list_parent_id_idx" ON "sites_blocks_step_list" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_step_list_path_idx" ON "sites_blocks_step_list" USING btree ("_path");
  CREATE INDEX "sites_blocks_contact_persons_contacts_order_idx" ON "sites_blocks_contact_persons_contacts" USING btree ("_order");
  CREATE INDEX "sites_blocks_contact_persons_contacts_parent_id_idx" ON "sites_blocks_contact_persons_contacts" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_contact_persons_contacts_image_idx" ON "sites_blocks_contact_persons_contacts" USING btree ("image_id");
  CREATE INDEX "sites_blocks_contact_persons_order_idx" ON "sites_blocks_contact_persons" USING btree ("_order");
  CREATE INDEX "sites_blocks_contact_persons_parent_id_idx" ON "sites_blocks_contact_persons" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_contact_persons_path_idx" ON "sites_blocks_contact_persons" USING btree ("_path");
  CREATE INDEX "sites_blocks_linked_in_order_idx" ON "sites_blocks_linked_in" USING btree ("_order");
  CREATE INDEX "sites_blocks_linked_in_parent_id_idx" ON "sites_blocks_linked_in" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_linked_in_path_idx" ON "sites_blocks_linked_in" USING btree ("_path");
  CREATE INDEX "sites_blocks_text_content_links_order_idx" ON "sites_blocks_text_content_links" USING btree ("_order");
  CREATE INDEX "sites_blocks_text_content_links_parent_id_idx" ON "sites_blocks_text_content_links" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_text_content_links_site_idx" ON "sites_blocks_text_content_links" USING btree ("site_id");
  CREATE INDEX "sites_blocks_text_content_links_file_idx" ON "sites_blocks_text_content_links" USING btree ("file_id");
  CREATE INDEX "sites_blocks_text_content_order_idx" ON "sites_blocks_text_content" USING btree ("_order");
  CREATE INDEX "sites_blocks_text_content_parent_id_idx" ON "sites_blocks_text_content" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_text_content_path_idx" ON "sites_blocks_text_content" USING btree ("_path");
  CREATE INDEX "sites_blocks_text_with_sub_headline_order_idx" ON "sites_blocks_text_with_sub_headline" USING btree ("_order");
  CREATE INDEX "sites_blocks_text_with_sub_headline_parent_id_idx" ON "sites_blocks_text_with_sub_headline" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_text_with_sub_headline_path_idx" ON "sites_blocks_text_with_sub_headline" USING btree ("_path");
  CREATE INDEX "sites_blocks_image_order_idx" ON "sites_blocks_image" USING btree ("_order");
  CREATE INDEX "sites_blocks_image_parent_id_idx" ON "sites_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_image_path_idx" ON "sites_blocks_image" USING btree ("_path");
  CREATE INDEX "sites_blocks_image_image_idx" ON "sites_blocks_image" USING btree ("image_id");
  CREATE INDEX "sites_blocks_image_auto_order_idx" ON "sites_blocks_image_auto" USING btree ("_order");
  CREATE INDEX "sites_blocks_image_auto_parent_id_idx" ON "sites_blocks_image_auto" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_image_auto_path_idx" ON "sites_blocks_image_auto" USING btree ("_path");
  CREATE INDEX "sites_blocks_image_auto_image_idx" ON "sites_blocks_image_auto" USING btree ("image_id");
  CREATE INDEX "sites_blocks_quote_order_idx" ON "sites_blocks_quote" USING btree ("_order");
  CREATE INDEX "sites_blocks_quote_parent_id_idx" ON "sites_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_quote_path_idx" ON "sites_blocks_quote" USING btree ("_path");
  CREATE INDEX "sites_blocks_quote_image_idx" ON "sites_blocks_quote" USING btree ("image_id");
  CREATE INDEX "sites_blocks_listing_list_elements_order_idx" ON "sites_blocks_listing_list_elements" USING btree ("_order");
  CREATE INDEX "sites_blocks_listing_list_elements_parent_id_idx" ON "sites_blocks_listing_list_elements" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_listing_order_idx" ON "sites_blocks_listing" USING btree ("_order");
  CREATE INDEX "sites_blocks_listing_parent_id_idx" ON "sites_blocks_listing" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_listing_path_idx" ON "sites_blocks_listing" USING btree ("_path");
  CREATE INDEX "sites_blocks_team_contacts_order_idx" ON "sites_blocks_team_contacts" USING btree ("_order");
  CREATE INDEX "sites_blocks_team_contacts_parent_id_idx" ON "sites_blocks_team_contacts" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_team_contacts_image_idx" ON "sites_blocks_team_contacts" USING btree ("image_id");
  CREATE INDEX "sites_blocks_team_order_idx" ON "sites_blocks_team" USING btree ("_order");
  CREATE INDEX "sites_blocks_team_parent_id_idx" ON "sites_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_team_path_idx" ON "sites_blocks_team" USING btree ("_path");
  CREATE INDEX "sites_blocks_two_columns_columns_links_order_idx" ON "sites_blocks_two_columns_columns_links" USING btree ("_order");
  CREATE INDEX "sites_blocks_two_columns_columns_links_parent_id_idx" ON "sites_blocks_two_columns_columns_links" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_two_columns_columns_links_site_idx" ON "sites_blocks_two_columns_columns_links" USING btree ("site_id");
  CREATE INDEX "sites_blocks_two_columns_columns_links_file_idx" ON "sites_blocks_two_columns_columns_links" USING btree ("file_id");
  CREATE INDEX "sites_blocks_two_columns_columns_order_idx" ON "sites_blocks_two_columns_columns" USING btree ("_order");
  CREATE INDEX "sites_blocks_two_columns_columns_parent_id_idx" ON "sites_blocks_two_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_two_columns_columns_image_idx" ON "sites_blocks_two_columns_columns" USING btree ("image_id");
  CREATE INDEX "sites_blocks_two_columns_order_idx" ON "sites_blocks_two_columns" USING btree ("_order");
  CREATE INDEX "sites_blocks_two_columns_parent_id_idx" ON "sites_blocks_two_columns" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_two_columns_path_idx" ON "sites_blocks_two_columns" USING btree ("_path");
  CREATE INDEX "sites_blocks_four_columns_columns_links_order_idx" ON "sites_blocks_four_columns_columns_links" USING btree ("_order");
  CREATE INDEX "sites_blocks_four_columns_columns_links_parent_id_idx" ON "sites_blocks_four_columns_columns_links" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_four_columns_columns_links_site_idx" ON "sites_blocks_four_columns_columns_links" USING btree ("site_id");
  CREATE INDEX "sites_blocks_four_columns_columns_links_file_idx" ON "sites_blocks_four_columns_columns_links" USING btree ("file_id");
  CREATE INDEX "sites_blocks_four_columns_columns_order_idx" ON "sites_blocks_four_columns_columns" USING btree ("_order");
  CREATE INDEX "sites_blocks_four_columns_columns_parent_id_idx" ON "sites_blocks_four_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_four_columns_columns_image_idx" ON "sites_blocks_four_columns_columns" USING btree ("image_id");
  CREATE INDEX "sites_blocks_four_columns_order_idx" ON "sites_blocks_four_columns" USING btree ("_order");
  CREATE INDEX "sites_blocks_four_columns_parent_id_idx" ON "sites_blocks_four_columns" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_four_columns_path_idx" ON "sites_blocks_four_columns" USING btree ("_path");
  CREATE INDEX "sites_blocks_four_columns2_columns_links_order_idx" ON "sites_blocks_four_columns2_columns_links" USING btree ("_order");
  CREATE INDEX "sites_blocks_four_columns2_columns_links_parent_id_idx" ON "sites_blocks_four_columns2_columns_links" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_four_columns2_columns_links_site_idx" ON "sites_blocks_four_columns2_columns_links" USING btree ("site_id");
  CREATE INDEX "sites_blocks_four_columns2_columns_links_file_idx" ON "sites_blocks_four_columns2_columns_links" USING btree ("file_id");
  CREATE INDEX "sites_blocks_four_columns2_columns_order_idx" ON "sites_blocks_four_columns2_columns" USING btree ("_order");
  CREATE INDEX "sites_blocks_four_columns2_columns_parent_id_idx" ON "sites_blocks_four_columns2_columns" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_four_columns2_columns_image_idx" ON "sites_blocks_four_columns2_columns" USING btree ("image_id");
  CREATE INDEX "sites_blocks_four_columns2_order_idx" ON "sites_blocks_four_columns2" USING btree ("_order");
  CREATE INDEX "sites_blocks_four_columns2_parent_id_idx" ON "sites_blocks_four_columns2" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_four_columns2_path_idx" ON "sites_blocks_four_columns2" USING btree ("_path");
  CREATE INDEX "sites_blocks_three_images_order_idx" ON "sites_blocks_three_images" USING btree ("_order");
  CREATE INDEX "sites_blocks_three_images_parent_id_idx" ON "sites_blocks_three_images" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_three_images_path_idx" ON "sites_blocks_three_images" USING btree ("_path");
  CREATE INDEX "sites_blocks_vacancies_jobs_order_idx" ON "sites_blocks_vacancies_jobs" USING btree ("_order");
  CREATE INDEX "sites_blocks_vacancies_jobs_parent_id_idx" ON "sites_blocks_vacancies_jobs" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_vacancies_order_idx" ON "sites_blocks_vacancies" USING btree ("_order");
  CREATE INDEX "sites_blocks_vacancies_parent_id_idx" ON "sites_blocks_vacancies" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_vacancies_path_idx" ON "sites_blocks_vacancies" USING btree ("_path");
  CREATE INDEX "sites_blocks_form_data_order_idx" ON "sites_blocks_form_data" USING btree ("_order");
  CREATE INDEX "sites_blocks_form_data_parent_id_idx" ON "sites_blocks_form_data" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_form_data_path_idx" ON "sites_blocks_form_data" USING btree ("_path");
  CREATE INDEX "sites_blocks_form_data_contact_idx" ON "sites_blocks_form_data" USING btree ("contact_id");
  CREATE INDEX "sites_blocks_form_data_privacy_site_idx" ON "sites_blocks_form_data" USING btree ("privacy_site_id");
  CREATE INDEX "sites_blocks_form_map_order_idx" ON "sites_blocks_form_map" USING btree ("_order");
  CREATE INDEX "sites_blocks_form_map_parent_id_idx" ON "sites_blocks_form_map" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_form_map_path_idx" ON "sites_blocks_form_map" USING btree ("_path");
  CREATE INDEX "sites_blocks_form_map_privacy_site_idx" ON "sites_blocks_form_map" USING btree ("privacy_site_id");
  CREATE INDEX "sites_blocks_form_map_branch_idx" ON "sites_blocks_form_map" USING btree ("branch_id");
  CREATE INDEX "sites_blocks_catalogue_slider_catalogues_order_idx" ON "sites_blocks_catalogue_slider_catalogues" USING btree ("_order");
  CREATE INDEX "sites_blocks_catalogue_slider_catalogues_parent_id_idx" ON "sites_blocks_catalogue_slider_catalogues" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_catalogue_slider_catalogues_file_idx" ON "sites_blocks_catalogue_slider_catalogues" USING btree ("file_id");
  CREATE INDEX "sites_blocks_catalogue_slider_order_idx" ON "sites_blocks_catalogue_slider" USING btree ("_order");
  CREATE INDEX "sites_blocks_catalogue_slider_parent_id_idx" ON "sites_blocks_catalogue_slider" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_catalogue_slider_path_idx" ON "sites_blocks_catalogue_slider" USING btree ("_path");
  CREATE INDEX "sites_blocks_text_catalogue_catalogues_order_idx" ON "sites_blocks_text_catalogue_catalogues" USING btree ("_order");
  CREATE INDEX "sites_blocks_text_catalogue_catalogues_parent_id_idx" ON "sites_blocks_text_catalogue_catalogues" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_text_catalogue_catalogues_file_idx" ON "sites_blocks_text_catalogue_catalogues" USING btree ("file_id");
  CREATE INDEX "sites_blocks_text_catalogue_order_idx" ON "sites_blocks_text_catalogue" USING btree ("_order");
  CREATE INDEX "sites_blocks_text_catalogue_parent_id_idx" ON "sites_blocks_text_catalogue" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_text_catalogue_path_idx" ON "sites_blocks_text_catalogue" USING btree ("_path");
  CREATE INDEX "sites_blocks_clickable_component_overview_order_idx" ON "sites_blocks_clickable_component_overview" USING btree ("_order");
  CREATE INDEX "sites_blocks_clickable_component_overview_parent_id_idx" ON "sites_blocks_clickable_component_overview" USING btree ("_parent_id");
  CREATE INDEX "sites_blocks_clickable_component_overview_path_idx" ON "sites_blocks_clickable_component_overview" USING btree ("_path");
  CREATE INDEX "sites_blocks_clickable_component_overview_image_idx" ON "sites_blocks_clickable_component_overview" USING btree ("image_id");
  CREATE UNIQUE INDEX "sites_path_idx" ON "sites" USING btree ("path");
  CREATE INDEX "sites_content_content_image_idx" ON "sites" USING btree ("content_image_id");
  CREATE INDEX "sites_content_content_icon_idx" ON "sites" USING btree ("content_icon_id");
  CREATE INDEX "sites_content_content_hero_image_idx" ON "sites" USING btree ("content_hero_image_id");
  CREATE INDEX "sites_content_content_parent_idx" ON "sites" USING btree ("content_parent_id");
  CREATE INDEX "sites_seo_seo_image_idx" ON "sites" USING btree ("seo_image_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "sites__status_idx" ON "sites" USING btree ("_status");
  CREATE INDEX "sites_rels_order_idx" ON "sites_rels" USING btree ("order");
  CREATE INDEX "sites_rels_parent_idx" ON "sites_rels" USING btree ("parent_id");
  CREATE INDEX "sites_rels_path_idx" ON "sites_rels" USING btree ("path");
  CREATE INDEX "sites_rels_sites_id_idx" ON "sites_rels" USING btree ("sites_id");
  CREATE INDEX "sites_rels_images_id_idx" ON "sites_rels" USING btree ("images_id");
  CREATE INDEX "_sites_v_blocks_hero_a_links_order_idx" ON "_sites_v_blocks_hero_a_links" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_hero_a_links_parent_id_idx" ON "_sites_v_blocks_hero_a_links" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_hero_a_links_site_idx" ON "_sites_v_blocks_hero_a_links" USING btree ("site_id");
  CREATE INDEX "_sites_v_blocks_hero_a_links_file_idx" ON "_sites_v_blocks_hero_a_links" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_hero_a_order_idx" ON "_sites_v_blocks_hero_a" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_hero_a_parent_id_idx" ON "_sites_v_blocks_hero_a" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_hero_a_path_idx" ON "_sites_v_blocks_hero_a" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_hero_a_image_idx" ON "_sites_v_blocks_hero_a" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_hero_b_links_order_idx" ON "_sites_v_blocks_hero_b_links" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_hero_b_links_parent_id_idx" ON "_sites_v_blocks_hero_b_links" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_hero_b_links_site_idx" ON "_sites_v_blocks_hero_b_links" USING btree ("site_id");
  CREATE INDEX "_sites_v_blocks_hero_b_links_file_idx" ON "_sites_v_blocks_hero_b_links" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_hero_b_order_idx" ON "_sites_v_blocks_hero_b" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_hero_b_parent_id_idx" ON "_sites_v_blocks_hero_b" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_hero_b_path_idx" ON "_sites_v_blocks_hero_b" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_hero_b_image_idx" ON "_sites_v_blocks_hero_b" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_hero_slider_slides_links_order_idx" ON "_sites_v_blocks_hero_slider_slides_links" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_hero_slider_slides_links_parent_id_idx" ON "_sites_v_blocks_hero_slider_slides_links" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_hero_slider_slides_links_site_idx" ON "_sites_v_blocks_hero_slider_slides_links" USING btree ("site_id");
  CREATE INDEX "_sites_v_blocks_hero_slider_slides_links_file_idx" ON "_sites_v_blocks_hero_slider_slides_links" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_hero_slider_slides_order_idx" ON "_sites_v_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_hero_slider_slides_parent_id_idx" ON "_sites_v_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_hero_slider_slides_image_idx" ON "_sites_v_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_hero_slider_order_idx" ON "_sites_v_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_hero_slider_parent_id_idx" ON "_sites_v_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_hero_slider_path_idx" ON "_sites_v_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_text_slider_slides_order_idx" ON "_sites_v_blocks_text_slider_slides" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_text_slider_slides_parent_id_idx" ON "_sites_v_blocks_text_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_text_slider_order_idx" ON "_sites_v_blocks_text_slider" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_text_slider_parent_id_idx" ON "_sites_v_blocks_text_slider" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_text_slider_path_idx" ON "_sites_v_blocks_text_slider" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_text_image_slogan_order_idx" ON "_sites_v_blocks_text_image_slogan" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_text_image_slogan_parent_id_idx" ON "_sites_v_blocks_text_image_slogan" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_text_image_slogan_path_idx" ON "_sites_v_blocks_text_image_slogan" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_text_image_slogan_image_idx" ON "_sites_v_blocks_text_image_slogan" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_site_references_order_idx" ON "_sites_v_blocks_site_references" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_site_references_parent_id_idx" ON "_sites_v_blocks_site_references" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_site_references_path_idx" ON "_sites_v_blocks_site_references" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_step_list_steps_order_idx" ON "_sites_v_blocks_step_list_steps" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_step_list_steps_parent_id_idx" ON "_sites_v_blocks_step_list_steps" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_step_list_steps_icon_idx" ON "_sites_v_blocks_step_list_steps" USING btree ("icon_id");
  CREATE INDEX "_sites_v_blocks_step_list_order_idx" ON "_sites_v_blocks_step_list" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_step_list_parent_id_idx" ON "_sites_v_blocks_step_list" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_step_list_path_idx" ON "_sites_v_blocks_step_list" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_contact_persons_contacts_order_idx" ON "_sites_v_blocks_contact_persons_contacts" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_contact_persons_contacts_parent_id_idx" ON "_sites_v_blocks_contact_persons_contacts" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_contact_persons_contacts_image_idx" ON "_sites_v_blocks_contact_persons_contacts" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_contact_persons_order_idx" ON "_sites_v_blocks_contact_persons" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_contact_persons_parent_id_idx" ON "_sites_v_blocks_contact_persons" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_contact_persons_path_idx" ON "_sites_v_blocks_contact_persons" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_linked_in_order_idx" ON "_sites_v_blocks_linked_in" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_linked_in_parent_id_idx" ON "_sites_v_blocks_linked_in" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_linked_in_path_idx" ON "_sites_v_blocks_linked_in" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_text_content_links_order_idx" ON "_sites_v_blocks_text_content_links" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_text_content_links_parent_id_idx" ON "_sites_v_blocks_text_content_links" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_text_content_links_site_idx" ON "_sites_v_blocks_text_content_links" USING btree ("site_id");
  CREATE INDEX "_sites_v_blocks_text_content_links_file_idx" ON "_sites_v_blocks_text_content_links" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_text_content_order_idx" ON "_sites_v_blocks_text_content" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_text_content_parent_id_idx" ON "_sites_v_blocks_text_content" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_text_content_path_idx" ON "_sites_v_blocks_text_content" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_text_with_sub_headline_order_idx" ON "_sites_v_blocks_text_with_sub_headline" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_text_with_sub_headline_parent_id_idx" ON "_sites_v_blocks_text_with_sub_headline" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_text_with_sub_headline_path_idx" ON "_sites_v_blocks_text_with_sub_headline" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_image_order_idx" ON "_sites_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_image_parent_id_idx" ON "_sites_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_image_path_idx" ON "_sites_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_image_image_idx" ON "_sites_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_image_auto_order_idx" ON "_sites_v_blocks_image_auto" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_image_auto_parent_id_idx" ON "_sites_v_blocks_image_auto" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_image_auto_path_idx" ON "_sites_v_blocks_image_auto" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_image_auto_image_idx" ON "_sites_v_blocks_image_auto" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_quote_order_idx" ON "_sites_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_quote_parent_id_idx" ON "_sites_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_quote_path_idx" ON "_sites_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_quote_image_idx" ON "_sites_v_blocks_quote" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_listing_list_elements_order_idx" ON "_sites_v_blocks_listing_list_elements" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_listing_list_elements_parent_id_idx" ON "_sites_v_blocks_listing_list_elements" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_listing_order_idx" ON "_sites_v_blocks_listing" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_listing_parent_id_idx" ON "_sites_v_blocks_listing" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_listing_path_idx" ON "_sites_v_blocks_listing" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_team_contacts_order_idx" ON "_sites_v_blocks_team_contacts" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_team_contacts_parent_id_idx" ON "_sites_v_blocks_team_contacts" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_team_contacts_image_idx" ON "_sites_v_blocks_team_contacts" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_team_order_idx" ON "_sites_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_team_parent_id_idx" ON "_sites_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_team_path_idx" ON "_sites_v_blocks_team" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_two_columns_columns_links_order_idx" ON "_sites_v_blocks_two_columns_columns_links" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_two_columns_columns_links_parent_id_idx" ON "_sites_v_blocks_two_columns_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_two_columns_columns_links_site_idx" ON "_sites_v_blocks_two_columns_columns_links" USING btree ("site_id");
  CREATE INDEX "_sites_v_blocks_two_columns_columns_links_file_idx" ON "_sites_v_blocks_two_columns_columns_links" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_two_columns_columns_order_idx" ON "_sites_v_blocks_two_columns_columns" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_two_columns_columns_parent_id_idx" ON "_sites_v_blocks_two_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_two_columns_columns_image_idx" ON "_sites_v_blocks_two_columns_columns" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_two_columns_order_idx" ON "_sites_v_blocks_two_columns" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_two_columns_parent_id_idx" ON "_sites_v_blocks_two_columns" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_two_columns_path_idx" ON "_sites_v_blocks_two_columns" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_four_columns_columns_links_order_idx" ON "_sites_v_blocks_four_columns_columns_links" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_four_columns_columns_links_parent_id_idx" ON "_sites_v_blocks_four_columns_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_four_columns_columns_links_site_idx" ON "_sites_v_blocks_four_columns_columns_links" USING btree ("site_id");
  CREATE INDEX "_sites_v_blocks_four_columns_columns_links_file_idx" ON "_sites_v_blocks_four_columns_columns_links" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_four_columns_columns_order_idx" ON "_sites_v_blocks_four_columns_columns" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_four_columns_columns_parent_id_idx" ON "_sites_v_blocks_four_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_four_columns_columns_image_idx" ON "_sites_v_blocks_four_columns_columns" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_four_columns_order_idx" ON "_sites_v_blocks_four_columns" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_four_columns_parent_id_idx" ON "_sites_v_blocks_four_columns" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_four_columns_path_idx" ON "_sites_v_blocks_four_columns" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_four_columns2_columns_links_order_idx" ON "_sites_v_blocks_four_columns2_columns_links" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_four_columns2_columns_links_parent_id_idx" ON "_sites_v_blocks_four_columns2_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_four_columns2_columns_links_site_idx" ON "_sites_v_blocks_four_columns2_columns_links" USING btree ("site_id");
  CREATE INDEX "_sites_v_blocks_four_columns2_columns_links_file_idx" ON "_sites_v_blocks_four_columns2_columns_links" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_four_columns2_columns_order_idx" ON "_sites_v_blocks_four_columns2_columns" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_four_columns2_columns_parent_id_idx" ON "_sites_v_blocks_four_columns2_columns" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_four_columns2_columns_image_idx" ON "_sites_v_blocks_four_columns2_columns" USING btree ("image_id");
  CREATE INDEX "_sites_v_blocks_four_columns2_order_idx" ON "_sites_v_blocks_four_columns2" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_four_columns2_parent_id_idx" ON "_sites_v_blocks_four_columns2" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_four_columns2_path_idx" ON "_sites_v_blocks_four_columns2" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_three_images_order_idx" ON "_sites_v_blocks_three_images" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_three_images_parent_id_idx" ON "_sites_v_blocks_three_images" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_three_images_path_idx" ON "_sites_v_blocks_three_images" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_vacancies_jobs_order_idx" ON "_sites_v_blocks_vacancies_jobs" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_vacancies_jobs_parent_id_idx" ON "_sites_v_blocks_vacancies_jobs" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_vacancies_order_idx" ON "_sites_v_blocks_vacancies" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_vacancies_parent_id_idx" ON "_sites_v_blocks_vacancies" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_vacancies_path_idx" ON "_sites_v_blocks_vacancies" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_form_data_order_idx" ON "_sites_v_blocks_form_data" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_form_data_parent_id_idx" ON "_sites_v_blocks_form_data" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_form_data_path_idx" ON "_sites_v_blocks_form_data" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_form_data_contact_idx" ON "_sites_v_blocks_form_data" USING btree ("contact_id");
  CREATE INDEX "_sites_v_blocks_form_data_privacy_site_idx" ON "_sites_v_blocks_form_data" USING btree ("privacy_site_id");
  CREATE INDEX "_sites_v_blocks_form_map_order_idx" ON "_sites_v_blocks_form_map" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_form_map_parent_id_idx" ON "_sites_v_blocks_form_map" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_form_map_path_idx" ON "_sites_v_blocks_form_map" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_form_map_privacy_site_idx" ON "_sites_v_blocks_form_map" USING btree ("privacy_site_id");
  CREATE INDEX "_sites_v_blocks_form_map_branch_idx" ON "_sites_v_blocks_form_map" USING btree ("branch_id");
  CREATE INDEX "_sites_v_blocks_catalogue_slider_catalogues_order_idx" ON "_sites_v_blocks_catalogue_slider_catalogues" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_catalogue_slider_catalogues_parent_id_idx" ON "_sites_v_blocks_catalogue_slider_catalogues" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_catalogue_slider_catalogues_file_idx" ON "_sites_v_blocks_catalogue_slider_catalogues" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_catalogue_slider_order_idx" ON "_sites_v_blocks_catalogue_slider" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_catalogue_slider_parent_id_idx" ON "_sites_v_blocks_catalogue_slider" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_catalogue_slider_path_idx" ON "_sites_v_blocks_catalogue_slider" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_text_catalogue_catalogues_order_idx" ON "_sites_v_blocks_text_catalogue_catalogues" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_text_catalogue_catalogues_parent_id_idx" ON "_sites_v_blocks_text_catalogue_catalogues" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_text_catalogue_catalogues_file_idx" ON "_sites_v_blocks_text_catalogue_catalogues" USING btree ("file_id");
  CREATE INDEX "_sites_v_blocks_text_catalogue_order_idx" ON "_sites_v_blocks_text_catalogue" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_text_catalogue_parent_id_idx" ON "_sites_v_blocks_text_catalogue" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_text_catalogue_path_idx" ON "_sites_v_blocks_text_catalogue" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_clickable_component_overview_order_idx" ON "_sites_v_blocks_clickable_component_overview" USING btree ("_order");
  CREATE INDEX "_sites_v_blocks_clickable_component_overview_parent_id_idx" ON "_sites_v_blocks_clickable_component_overview" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_blocks_clickable_component_overview_path_idx" ON "_sites_v_blocks_clickable_component_overview" USING btree ("_path");
  CREATE INDEX "_sites_v_blocks_clickable_component_overview_image_idx" ON "_sites_v_blocks_clickable_component_overview" USING btree ("image_id");
  CREATE INDEX "_sites_v_parent_idx" ON "_sites_v" USING btree ("parent_id");
  CREATE INDEX "_sites_v_version_version_path_idx" ON "_sites_v" USING btree ("version_path");
  CREATE INDEX "_sites_v_version_content_version_content_image_idx" ON "_sites_v" USING btree ("version_content_image_id");
  CREATE INDEX "_sites_v_version_content_version_content_icon_idx" ON "_sites_v" USING btree ("version_content_icon_id");
  CREATE INDEX "_sites_v_version_content_version_content_hero_image_idx" ON "_sites_v" USING btree ("version_content_hero_image_id");
  CREATE INDEX "_sites_v_version_content_version_content_parent_idx" ON "_sites_v" USING btree ("version_content_parent_id");
  CREATE INDEX "_sites_v_version_seo_version_seo_image_idx" ON "_sites_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_sites_v_version_version_updated_at_idx" ON "_sites_v" USING btree ("version_updated_at");
  CREATE INDEX "_sites_v_version_version_created_at_idx" ON "_sites_v" USING btree ("version_created_at");
  CREATE INDEX "_sites_v_version_version__status_idx" ON "_sites_v" USING btree ("version__status");
  CREATE INDEX "_sites_v_created_at_idx" ON "_sites_v" USING btree ("created_at");
  CREATE INDEX "_sites_v_updated_at_idx" ON "_sites_v" USING btree ("updated_at");
  CREATE INDEX "_sites_v_latest_idx" ON "_sites_v" USING btree ("latest");
  CREATE INDEX "_sites_v_rels_order_idx" ON "_sites_v_rels" USING btree ("order");
  CREATE INDEX "_sites_v_rels_parent_idx" ON "_sites_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sites_v_rels_path_idx" ON "_sites_v_rels" USING btree ("path");
  CREATE INDEX "_sites_v_rels_sites_id_idx" ON "_sites_v_rels" USING btree ("sites_id");
  CREATE INDEX "_sites_v_rels_images_id_idx" ON "_sites_v_rels" USING btree ("images_id");
  CREATE INDEX "navigations_items_children_grandchildren_order_idx" ON "navigations_items_children_grandchildren" USING btree ("_order");
  CREATE INDEX "navigations_items_children_grandchildren_parent_id_idx" ON "navigations_items_children_grandchildren" USING btree ("_parent_id");
  CREATE INDEX "navigations_items_children_grandchildren_site_idx" ON "navigations_items_children_grandchildren" USING btree ("site_id");
  CREATE INDEX "navigations_items_children_grandchildren_branch_idx" ON "navigations_items_children_grandchildren" USING btree ("branch_id");
  CREATE INDEX "navigations_items_children_order_idx" ON "navigations_items_children" USING btree ("_order");
  CREATE INDEX "navigations_items_children_parent_id_idx" ON "navigations_items_children" USING btree ("_parent_id");
  CREATE INDEX "navigations_items_children_site_idx" ON "navigations_items_children" USING btree ("site_id");
  CREATE INDEX "navigations_items_children_branch_idx" ON "navigations_items_children" USING btree ("branch_id");
  CREATE INDEX "navigations_items_order_idx" ON "navigations_items" USING btree ("_order");
  CREATE INDEX "navigations_items_parent_id_idx" ON "navigations_items" USING btree ("_parent_id");
  CREATE INDEX "navigations_items_site_idx" ON "navigations_items" USING btree ("site_id");
  CREATE INDEX "navigations_items_branch_idx" ON "navigations_items" USING btree ("branch_id");
  CREATE UNIQUE INDEX "navigations_identifier_idx" ON "navigations" USING btree ("identifier");
  CREATE INDEX "navigations_updated_at_idx" ON "navigations" USING btree ("updated_at");
  CREATE INDEX "navigations_created_at_idx" ON "navigations" USING btree ("created_at");
  CREATE INDEX "blocks_blocks_hero_a_links_order_idx" ON "blocks_blocks_hero_a_links" USING btree ("_order");
  CREATE INDEX "blocks_blocks_hero_a_links_parent_id_idx" ON "blocks_blocks_hero_a_links" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_hero_a_links_site_idx" ON "blocks_blocks_hero_a_links" USING btree ("site_id");
  CREATE INDEX "blocks_blocks_hero_a_links_file_idx" ON "blocks_blocks_hero_a_links" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_hero_a_order_idx" ON "blocks_blocks_hero_a" USING btree ("_order");
  CREATE INDEX "blocks_blocks_hero_a_parent_id_idx" ON "blocks_blocks_hero_a" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_hero_a_path_idx" ON "blocks_blocks_hero_a" USING btree ("_path");
  CREATE INDEX "blocks_blocks_hero_a_image_idx" ON "blocks_blocks_hero_a" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_hero_b_links_order_idx" ON "blocks_blocks_hero_b_links" USING btree ("_order");
  CREATE INDEX "blocks_blocks_hero_b_links_parent_id_idx" ON "blocks_blocks_hero_b_links" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_hero_b_links_site_idx" ON "blocks_blocks_hero_b_links" USING btree ("site_id");
  CREATE INDEX "blocks_blocks_hero_b_links_file_idx" ON "blocks_blocks_hero_b_links" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_hero_b_order_idx" ON "blocks_blocks_hero_b" USING btree ("_order");
  CREATE INDEX "blocks_blocks_hero_b_parent_id_idx" ON "blocks_blocks_hero_b" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_hero_b_path_idx" ON "blocks_blocks_hero_b" USING btree ("_path");
  CREATE INDEX "blocks_blocks_hero_b_image_idx" ON "blocks_blocks_hero_b" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_hero_slider_slides_links_order_idx" ON "blocks_blocks_hero_slider_slides_links" USING btree ("_order");
  CREATE INDEX "blocks_blocks_hero_slider_slides_links_parent_id_idx" ON "blocks_blocks_hero_slider_slides_links" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_hero_slider_slides_links_site_idx" ON "blocks_blocks_hero_slider_slides_links" USING btree ("site_id");
  CREATE INDEX "blocks_blocks_hero_slider_slides_links_file_idx" ON "blocks_blocks_hero_slider_slides_links" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_hero_slider_slides_order_idx" ON "blocks_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "blocks_blocks_hero_slider_slides_parent_id_idx" ON "blocks_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_hero_slider_slides_image_idx" ON "blocks_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_hero_slider_order_idx" ON "blocks_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "blocks_blocks_hero_slider_parent_id_idx" ON "blocks_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_hero_slider_path_idx" ON "blocks_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "blocks_blocks_text_slider_slides_order_idx" ON "blocks_blocks_text_slider_slides" USING btree ("_order");
  CREATE INDEX "blocks_blocks_text_slider_slides_parent_id_idx" ON "blocks_blocks_text_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_text_slider_order_idx" ON "blocks_blocks_text_slider" USING btree ("_order");
  CREATE INDEX "blocks_blocks_text_slider_parent_id_idx" ON "blocks_blocks_text_slider" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_text_slider_path_idx" ON "blocks_blocks_text_slider" USING btree ("_path");
  CREATE INDEX "blocks_blocks_text_image_slogan_order_idx" ON "blocks_blocks_text_image_slogan" USING btree ("_order");
  CREATE INDEX "blocks_blocks_text_image_slogan_parent_id_idx" ON "blocks_blocks_text_image_slogan" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_text_image_slogan_path_idx" ON "blocks_blocks_text_image_slogan" USING btree ("_path");
  CREATE INDEX "blocks_blocks_text_image_slogan_image_idx" ON "blocks_blocks_text_image_slogan" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_site_references_order_idx" ON "blocks_blocks_site_references" USING btree ("_order");
  CREATE INDEX "blocks_blocks_site_references_parent_id_idx" ON "blocks_blocks_site_references" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_site_references_path_idx" ON "blocks_blocks_site_references" USING btree ("_path");
  CREATE INDEX "blocks_blocks_step_list_steps_order_idx" ON "blocks_blocks_step_list_steps" USING btree ("_order");
  CREATE INDEX "blocks_blocks_step_list_steps_parent_id_idx" ON "blocks_blocks_step_list_steps" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_step_list_steps_icon_idx" ON "blocks_blocks_step_list_steps" USING btree ("icon_id");
  CREATE INDEX "blocks_blocks_step_list_order_idx" ON "blocks_blocks_step_list" USING btree ("_order");
  CREATE INDEX "blocks_blocks_step_list_parent_id_idx" ON "blocks_blocks_step_list" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_step_list_path_idx" ON "blocks_blocks_step_list" USING btree ("_path");
  CREATE INDEX "blocks_blocks_contact_persons_contacts_order_idx" ON "blocks_blocks_contact_persons_contacts" USING btree ("_order");
  CREATE INDEX "blocks_blocks_contact_persons_contacts_parent_id_idx" ON "blocks_blocks_contact_persons_contacts" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_contact_persons_contacts_image_idx" ON "blocks_blocks_contact_persons_contacts" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_contact_persons_order_idx" ON "blocks_blocks_contact_persons" USING btree ("_order");
  CREATE INDEX "blocks_blocks_contact_persons_parent_id_idx" ON "blocks_blocks_contact_persons" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_contact_persons_path_idx" ON "blocks_blocks_contact_persons" USING btree ("_path");
  CREATE INDEX "blocks_blocks_linked_in_order_idx" ON "blocks_blocks_linked_in" USING btree ("_order");
  CREATE INDEX "blocks_blocks_linked_in_parent_id_idx" ON "blocks_blocks_linked_in" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_linked_in_path_idx" ON "blocks_blocks_linked_in" USING btree ("_path");
  CREATE INDEX "blocks_blocks_text_content_links_order_idx" ON "blocks_blocks_text_content_links" USING btree ("_order");
  CREATE INDEX "blocks_blocks_text_content_links_parent_id_idx" ON "blocks_blocks_text_content_links" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_text_content_links_site_idx" ON "blocks_blocks_text_content_links" USING btree ("site_id");
  CREATE INDEX "blocks_blocks_text_content_links_file_idx" ON "blocks_blocks_text_content_links" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_text_content_order_idx" ON "blocks_blocks_text_content" USING btree ("_order");
  CREATE INDEX "blocks_blocks_text_content_parent_id_idx" ON "blocks_blocks_text_content" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_text_content_path_idx" ON "blocks_blocks_text_content" USING btree ("_path");
  CREATE INDEX "blocks_blocks_text_with_sub_headline_order_idx" ON "blocks_blocks_text_with_sub_headline" USING btree ("_order");
  CREATE INDEX "blocks_blocks_text_with_sub_headline_parent_id_idx" ON "blocks_blocks_text_with_sub_headline" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_text_with_sub_headline_path_idx" ON "blocks_blocks_text_with_sub_headline" USING btree ("_path");
  CREATE INDEX "blocks_blocks_image_order_idx" ON "blocks_blocks_image" USING btree ("_order");
  CREATE INDEX "blocks_blocks_image_parent_id_idx" ON "blocks_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_image_path_idx" ON "blocks_blocks_image" USING btree ("_path");
  CREATE INDEX "blocks_blocks_image_image_idx" ON "blocks_blocks_image" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_image_auto_order_idx" ON "blocks_blocks_image_auto" USING btree ("_order");
  CREATE INDEX "blocks_blocks_image_auto_parent_id_idx" ON "blocks_blocks_image_auto" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_image_auto_path_idx" ON "blocks_blocks_image_auto" USING btree ("_path");
  CREATE INDEX "blocks_blocks_image_auto_image_idx" ON "blocks_blocks_image_auto" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_quote_order_idx" ON "blocks_blocks_quote" USING btree ("_order");
  CREATE INDEX "blocks_blocks_quote_parent_id_idx" ON "blocks_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_quote_path_idx" ON "blocks_blocks_quote" USING btree ("_path");
  CREATE INDEX "blocks_blocks_quote_image_idx" ON "blocks_blocks_quote" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_listing_list_elements_order_idx" ON "blocks_blocks_listing_list_elements" USING btree ("_order");
  CREATE INDEX "blocks_blocks_listing_list_elements_parent_id_idx" ON "blocks_blocks_listing_list_elements" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_listing_order_idx" ON "blocks_blocks_listing" USING btree ("_order");
  CREATE INDEX "blocks_blocks_listing_parent_id_idx" ON "blocks_blocks_listing" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_listing_path_idx" ON "blocks_blocks_listing" USING btree ("_path");
  CREATE INDEX "blocks_blocks_team_contacts_order_idx" ON "blocks_blocks_team_contacts" USING btree ("_order");
  CREATE INDEX "blocks_blocks_team_contacts_parent_id_idx" ON "blocks_blocks_team_contacts" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_team_contacts_image_idx" ON "blocks_blocks_team_contacts" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_team_order_idx" ON "blocks_blocks_team" USING btree ("_order");
  CREATE INDEX "blocks_blocks_team_parent_id_idx" ON "blocks_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_team_path_idx" ON "blocks_blocks_team" USING btree ("_path");
  CREATE INDEX "blocks_blocks_two_columns_columns_links_order_idx" ON "blocks_blocks_two_columns_columns_links" USING btree ("_order");
  CREATE INDEX "blocks_blocks_two_columns_columns_links_parent_id_idx" ON "blocks_blocks_two_columns_columns_links" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_two_columns_columns_links_site_idx" ON "blocks_blocks_two_columns_columns_links" USING btree ("site_id");
  CREATE INDEX "blocks_blocks_two_columns_columns_links_file_idx" ON "blocks_blocks_two_columns_columns_links" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_two_columns_columns_order_idx" ON "blocks_blocks_two_columns_columns" USING btree ("_order");
  CREATE INDEX "blocks_blocks_two_columns_columns_parent_id_idx" ON "blocks_blocks_two_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_two_columns_columns_image_idx" ON "blocks_blocks_two_columns_columns" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_two_columns_order_idx" ON "blocks_blocks_two_columns" USING btree ("_order");
  CREATE INDEX "blocks_blocks_two_columns_parent_id_idx" ON "blocks_blocks_two_columns" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_two_columns_path_idx" ON "blocks_blocks_two_columns" USING btree ("_path");
  CREATE INDEX "blocks_blocks_four_columns_columns_links_order_idx" ON "blocks_blocks_four_columns_columns_links" USING btree ("_order");
  CREATE INDEX "blocks_blocks_four_columns_columns_links_parent_id_idx" ON "blocks_blocks_four_columns_columns_links" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_four_columns_columns_links_site_idx" ON "blocks_blocks_four_columns_columns_links" USING btree ("site_id");
  CREATE INDEX "blocks_blocks_four_columns_columns_links_file_idx" ON "blocks_blocks_four_columns_columns_links" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_four_columns_columns_order_idx" ON "blocks_blocks_four_columns_columns" USING btree ("_order");
  CREATE INDEX "blocks_blocks_four_columns_columns_parent_id_idx" ON "blocks_blocks_four_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_four_columns_columns_image_idx" ON "blocks_blocks_four_columns_columns" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_four_columns_order_idx" ON "blocks_blocks_four_columns" USING btree ("_order");
  CREATE INDEX "blocks_blocks_four_columns_parent_id_idx" ON "blocks_blocks_four_columns" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_four_columns_path_idx" ON "blocks_blocks_four_columns" USING btree ("_path");
  CREATE INDEX "blocks_blocks_four_columns2_columns_links_order_idx" ON "blocks_blocks_four_columns2_columns_links" USING btree ("_order");
  CREATE INDEX "blocks_blocks_four_columns2_columns_links_parent_id_idx" ON "blocks_blocks_four_columns2_columns_links" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_four_columns2_columns_links_site_idx" ON "blocks_blocks_four_columns2_columns_links" USING btree ("site_id");
  CREATE INDEX "blocks_blocks_four_columns2_columns_links_file_idx" ON "blocks_blocks_four_columns2_columns_links" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_four_columns2_columns_order_idx" ON "blocks_blocks_four_columns2_columns" USING btree ("_order");
  CREATE INDEX "blocks_blocks_four_columns2_columns_parent_id_idx" ON "blocks_blocks_four_columns2_columns" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_four_columns2_columns_image_idx" ON "blocks_blocks_four_columns2_columns" USING btree ("image_id");
  CREATE INDEX "blocks_blocks_four_columns2_order_idx" ON "blocks_blocks_four_columns2" USING btree ("_order");
  CREATE INDEX "blocks_blocks_four_columns2_parent_id_idx" ON "blocks_blocks_four_columns2" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_four_columns2_path_idx" ON "blocks_blocks_four_columns2" USING btree ("_path");
  CREATE INDEX "blocks_blocks_three_images_order_idx" ON "blocks_blocks_three_images" USING btree ("_order");
  CREATE INDEX "blocks_blocks_three_images_parent_id_idx" ON "blocks_blocks_three_images" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_three_images_path_idx" ON "blocks_blocks_three_images" USING btree ("_path");
  CREATE INDEX "blocks_blocks_vacancies_jobs_order_idx" ON "blocks_blocks_vacancies_jobs" USING btree ("_order");
  CREATE INDEX "blocks_blocks_vacancies_jobs_parent_id_idx" ON "blocks_blocks_vacancies_jobs" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_vacancies_order_idx" ON "blocks_blocks_vacancies" USING btree ("_order");
  CREATE INDEX "blocks_blocks_vacancies_parent_id_idx" ON "blocks_blocks_vacancies" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_vacancies_path_idx" ON "blocks_blocks_vacancies" USING btree ("_path");
  CREATE INDEX "blocks_blocks_form_data_order_idx" ON "blocks_blocks_form_data" USING btree ("_order");
  CREATE INDEX "blocks_blocks_form_data_parent_id_idx" ON "blocks_blocks_form_data" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_form_data_path_idx" ON "blocks_blocks_form_data" USING btree ("_path");
  CREATE INDEX "blocks_blocks_form_data_contact_idx" ON "blocks_blocks_form_data" USING btree ("contact_id");
  CREATE INDEX "blocks_blocks_form_data_privacy_site_idx" ON "blocks_blocks_form_data" USING btree ("privacy_site_id");
  CREATE INDEX "blocks_blocks_form_map_order_idx" ON "blocks_blocks_form_map" USING btree ("_order");
  CREATE INDEX "blocks_blocks_form_map_parent_id_idx" ON "blocks_blocks_form_map" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_form_map_path_idx" ON "blocks_blocks_form_map" USING btree ("_path");
  CREATE INDEX "blocks_blocks_form_map_privacy_site_idx" ON "blocks_blocks_form_map" USING btree ("privacy_site_id");
  CREATE INDEX "blocks_blocks_form_map_branch_idx" ON "blocks_blocks_form_map" USING btree ("branch_id");
  CREATE INDEX "blocks_blocks_catalogue_slider_catalogues_order_idx" ON "blocks_blocks_catalogue_slider_catalogues" USING btree ("_order");
  CREATE INDEX "blocks_blocks_catalogue_slider_catalogues_parent_id_idx" ON "blocks_blocks_catalogue_slider_catalogues" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_catalogue_slider_catalogues_file_idx" ON "blocks_blocks_catalogue_slider_catalogues" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_catalogue_slider_order_idx" ON "blocks_blocks_catalogue_slider" USING btree ("_order");
  CREATE INDEX "blocks_blocks_catalogue_slider_parent_id_idx" ON "blocks_blocks_catalogue_slider" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_catalogue_slider_path_idx" ON "blocks_blocks_catalogue_slider" USING btree ("_path");
  CREATE INDEX "blocks_blocks_text_catalogue_catalogues_order_idx" ON "blocks_blocks_text_catalogue_catalogues" USING btree ("_order");
  CREATE INDEX "blocks_blocks_text_catalogue_catalogues_parent_id_idx" ON "blocks_blocks_text_catalogue_catalogues" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_text_catalogue_catalogues_file_idx" ON "blocks_blocks_text_catalogue_catalogues" USING btree ("file_id");
  CREATE INDEX "blocks_blocks_text_catalogue_order_idx" ON "blocks_blocks_text_catalogue" USING btree ("_order");
  CREATE INDEX "blocks_blocks_text_catalogue_parent_id_idx" ON "blocks_blocks_text_catalogue" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_text_catalogue_path_idx" ON "blocks_blocks_text_catalogue" USING btree ("_path");
  CREATE INDEX "blocks_blocks_clickable_component_overview_order_idx" ON "blocks_blocks_clickable_component_overview" USING btree ("_order");
  CREATE INDEX "blocks_blocks_clickable_component_overview_parent_id_idx" ON "blocks_blocks_clickable_component_overview" USING btree ("_parent_id");
  CREATE INDEX "blocks_blocks_clickable_component_overview_path_idx" ON "blocks_blocks_clickable_component_overview" USING btree ("_path");
  CREATE INDEX "blocks_blocks_clickable_component_overview_image_idx" ON "blocks_blocks_clickable_component_overview" USING btree ("image_id");
  CREATE UNIQUE INDEX "blocks_identifier_idx" ON "blocks" USING btree ("identifier");
  CREATE INDEX "blocks_content_content_image_idx" ON "blocks" USING btree ("content_image_id");
  CREATE INDEX "blocks_updated_at_idx" ON "blocks" USING btree ("updated_at");
  CREATE INDEX "blocks_created_at_idx" ON "blocks" USING btree ("created_at");
  CREATE INDEX "blocks_rels_order_idx" ON "blocks_rels" USING btree ("order");
  CREATE INDEX "blocks_rels_parent_idx" ON "blocks_rels" USING btree ("parent_id");
  CREATE INDEX "blocks_rels_path_idx" ON "blocks_rels" USING btree ("path");
  CREATE INDEX "blocks_rels_sites_id_idx" ON "blocks_rels" USING btree ("sites_id");
  CREATE INDEX "blocks_rels_images_id_idx" ON "blocks_rels" USING btree ("images_id");
  CREATE UNIQUE INDEX "nodes_identifier_idx" ON "nodes" USING btree ("identifier");
  CREATE INDEX "nodes_parent_idx" ON "nodes" USING btree ("parent_id");
  CREATE INDEX "nodes_site_idx" ON "nodes" USING btree ("site_id");
  CREATE INDEX "nodes_position_idx" ON "nodes" USING btree ("position");
  CREATE INDEX "nodes_updated_at_idx" ON "nodes" USING btree ("updated_at");
  CREATE INDEX "nodes_created_at_idx" ON "nodes" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_path_idx" ON "redirects" USING btree ("path");
  CREATE INDEX "redirects_is_enabled_idx" ON "redirects" USING btree ("is_enabled");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "images_sizes_icon_sizes_icon_filename_idx" ON "images" USING btree ("sizes_icon_filename");
  CREATE INDEX "images_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "images" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "images_sizes_tiny_sizes_tiny_filename_idx" ON "images" USING btree ("sizes_tiny_filename");
  CREATE INDEX "images_sizes_small_sizes_small_filename_idx" ON "images" USING btree ("sizes_small_filename");
  CREATE INDEX "images_sizes_medium_sizes_medium_filename_idx" ON "images" USING btree ("sizes_medium_filename");
  CREATE INDEX "images_sizes_large_sizes_large_filename_idx" ON "images" USING btree ("sizes_large_filename");
  CREATE INDEX "image_templates_layers_order_idx" ON "image_templates_layers" USING btree ("_order");
  CREATE INDEX "image_templates_layers_parent_id_idx" ON "image_templates_layers" USING btree ("_parent_id");
  CREATE INDEX "image_templates_layers_image_idx" ON "image_templates_layers" USING btree ("image_id");
  CREATE INDEX "image_templates_updated_at_idx" ON "image_templates" USING btree ("updated_at");
  CREATE INDEX "image_templates_created_at_idx" ON "image_templates" USING btree ("created_at");
  CREATE INDEX "uploads_public_hash_idx" ON "uploads" USING btree ("public_hash");
  CREATE INDEX "uploads_updated_at_idx" ON "uploads" USING btree ("updated_at");
  CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "uploads_filename_idx" ON "uploads" USING btree ("filename");
  CREATE UNIQUE INDEX "qr_codes_identifier_idx" ON "qr_codes" USING btree ("identifier");
  CREATE INDEX "qr_codes_path_idx" ON "qr_codes" USING btree ("path");
  CREATE INDEX "qr_codes_branch_idx" ON "qr_codes" USING btree ("branch_id");
  CREATE INDEX "qr_codes_table_idx" ON "qr_codes" USING btree ("table_id");
  CREATE INDEX "qr_codes_updated_at_idx" ON "qr_codes" USING btree ("updated_at");
  CREATE INDEX "qr_codes_created_at_idx" ON "qr_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "devices_identifier_idx" ON "devices" USING btree ("identifier");
  CREATE INDEX "devices_type_idx" ON "devices" USING btree ("type");
  CREATE INDEX "devices_branch_idx" ON "devices" USING btree ("branch_id");
  CREATE INDEX "devices_is_enabled_idx" ON "devices" USING btree ("is_enabled");
  CREATE INDEX "devices_last_seen_at_idx" ON "devices" USING btree ("last_seen_at");
  CREATE INDEX "devices_updated_at_idx" ON "devices" USING btree ("updated_at");
  CREATE INDEX "devices_created_at_idx" ON "devices" USING btree ("created_at");
  CREATE INDEX "working_activities_pauses_order_idx" ON "working_activities_pauses" USING btree ("_order");
  CREATE INDEX "working_activities_pauses_parent_id_idx" ON "working_activities_pauses" USING btree ("_parent_id");
  CREATE INDEX "working_activities_user_idx" ON "working_activities" USING btree ("user_id");
  CREATE INDEX "working_activities_branch_idx" ON "working_activities" USING btree ("branch_id");
  CREATE INDEX "working_activities_type_idx" ON "working_activities" USING btree ("type");
  CREATE INDEX "working_activities_status_idx" ON "working_activities" USING btree ("status");
  CREATE INDEX "working_activities_started_at_idx" ON "working_activities" USING btree ("started_at");
  CREATE INDEX "working_activities_ended_at_idx" ON "working_activities" USING btree ("ended_at");
  CREATE INDEX "working_activities_project_idx" ON "working_activities" USING btree ("project_id");
  CREATE INDEX "working_activities_task_idx" ON "working_activities" USING btree ("task_id");
  CREATE INDEX "working_activities_updated_at_idx" ON "working_activities" USING btree ("updated_at");
  CREATE INDEX "working_activities_created_at_idx" ON "working_activities" USING btree ("created_at");
  CREATE INDEX "user_startedAt_idx" ON "working_activities" USING btree ("user_id","started_at");
  CREATE INDEX "working_schedules_user_idx" ON "working_schedules" USING btree ("user_id");
  CREATE INDEX "working_schedules_branch_idx" ON "working_schedules" USING btree ("branch_id");
  CREATE INDEX "working_schedules_date_idx" ON "working_schedules" USING btree ("date");
  CREATE INDEX "working_schedules_updated_at_idx" ON "working_schedules" USING btree ("updated_at");
  CREATE INDEX "working_schedules_created_at_idx" ON "working_schedules" USING btree ("created_at");
  CREATE INDEX "user_date_idx" ON "working_schedules" USING btree ("user_id","date");
  CREATE UNIQUE INDEX "projects_identifier_idx" ON "projects" USING btree ("identifier");
  CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id");
  CREATE INDEX "projects_is_active_idx" ON "projects" USING btree ("is_active");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "tasks_viewed_by_order_idx" ON "tasks_viewed_by" USING btree ("_order");
  CREATE INDEX "tasks_viewed_by_parent_id_idx" ON "tasks_viewed_by" USING btree ("_parent_id");
  CREATE INDEX "tasks_viewed_by_user_idx" ON "tasks_viewed_by" USING btree ("user_id");
  CREATE INDEX "tasks_project_idx" ON "tasks" USING btree ("project_id");
  CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status");
  CREATE INDEX "tasks_priority_idx" ON "tasks" USING btree ("priority");
  CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("due_date");
  CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at");
  CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");
  CREATE INDEX "tasks_rels_order_idx" ON "tasks_rels" USING btree ("order");
  CREATE INDEX "tasks_rels_parent_idx" ON "tasks_rels" USING btree ("parent_id");
  CREATE INDEX "tasks_rels_path_idx" ON "tasks_rels" USING btree ("path");
  CREATE INDEX "tasks_rels_users_id_idx" ON "tasks_rels" USING btree ("users_id");
  CREATE UNIQUE INDEX "scenes_path_idx" ON "scenes" USING btree ("path");
  CREATE INDEX "scenes_background_image_idx" ON "scenes" USING btree ("background_image_id");
  CREATE INDEX "scenes_updated_at_idx" ON "scenes" USING btree ("updated_at");
  CREATE INDEX "scenes_created_at_idx" ON "scenes" USING btree ("created_at");
  CREATE INDEX "scenes_rels_order_idx" ON "scenes_rels" USING btree ("order");
  CREATE INDEX "scenes_rels_parent_idx" ON "scenes_rels" USING btree ("parent_id");
  CREATE INDEX "scenes_rels_path_idx" ON "scenes_rels" USING btree ("path");
  CREATE INDEX "scenes_rels_images_id_idx" ON "scenes_rels" USING btree ("images_id");
  CREATE INDEX "digital_signage_segments_updated_at_idx" ON "digital_signage_segments" USING btree ("updated_at");
  CREATE INDEX "digital_signage_segments_created_at_idx" ON "digital_signage_segments" USING btree ("created_at");
  CREATE INDEX "digital_signage_segments_rels_order_idx" ON "digital_signage_segments_rels" USING btree ("order");
  CREATE INDEX "digital_signage_segments_rels_parent_idx" ON "digital_signage_segments_rels" USING btree ("parent_id");
  CREATE INDEX "digital_signage_segments_rels_path_idx" ON "digital_signage_segments_rels" USING btree ("path");
  CREATE INDEX "digital_signage_segments_rels_scenes_id_idx" ON "digital_signage_segments_rels" USING btree ("scenes_id");
  CREATE INDEX "digital_signage_streams_updated_at_idx" ON "digital_signage_streams" USING btree ("updated_at");
  CREATE INDEX "digital_signage_streams_created_at_idx" ON "digital_signage_streams" USING btree ("created_at");
  CREATE INDEX "digital_signage_streams_rels_order_idx" ON "digital_signage_streams_rels" USING btree ("order");
  CREATE INDEX "digital_signage_streams_rels_parent_idx" ON "digital_signage_streams_rels" USING btree ("parent_id");
  CREATE INDEX "digital_signage_streams_rels_path_idx" ON "digital_signage_streams_rels" USING btree ("path");
  CREATE INDEX "digital_signage_streams_rels_digital_signage_segments_id_idx" ON "digital_signage_streams_rels" USING btree ("digital_signage_segments_id");
  CREATE UNIQUE INDEX "digital_signage_devices_identifier_idx" ON "digital_signage_devices" USING btree ("identifier");
  CREATE INDEX "digital_signage_devices_branch_idx" ON "digital_signage_devices" USING btree ("branch_id");
  CREATE INDEX "digital_signage_devices_stream_idx" ON "digital_signage_devices" USING btree ("stream_id");
  CREATE INDEX "digital_signage_devices_last_seen_at_idx" ON "digital_signage_devices" USING btree ("last_seen_at");
  CREATE INDEX "digital_signage_devices_command_command_status_idx" ON "digital_signage_devices" USING btree ("command_status");
  CREATE INDEX "digital_signage_devices_command_command_issued_at_idx" ON "digital_signage_devices" USING btree ("command_issued_at");
  CREATE INDEX "digital_signage_devices_updated_at_idx" ON "digital_signage_devices" USING btree ("updated_at");
  CREATE INDEX "digital_signage_devices_created_at_idx" ON "digital_signage_devices" USING btree ("created_at");
  CREATE INDEX "analytics_leads_email_idx" ON "analytics_leads" USING btree ("email");
  CREATE INDEX "analytics_leads_source_idx" ON "analytics_leads" USING btree ("source");
  CREATE INDEX "analytics_leads_status_idx" ON "analytics_leads" USING btree ("status");
  CREATE INDEX "analytics_leads_updated_at_idx" ON "analytics_leads" USING btree ("updated_at");
  CREATE INDEX "analytics_leads_created_at_idx" ON "analytics_leads" USING btree ("created_at");
  CREATE INDEX "analytics_logs_category_idx" ON "analytics_logs" USING btree ("category");
  CREATE INDEX "analytics_logs_type_idx" ON "analytics_logs" USING btree ("type");
  CREATE INDEX "analytics_logs_action_idx" ON "analytics_logs" USING btree ("action");
  CREATE INDEX "analytics_logs_name_idx" ON "analytics_logs" USING btree ("name");
  CREATE INDEX "analytics_logs_session_id_idx" ON "analytics_logs" USING btree ("session_id");
  CREATE INDEX "analytics_logs_path_idx" ON "analytics_logs" USING btree ("path");
  CREATE INDEX "analytics_logs_updated_at_idx" ON "analytics_logs" USING btree ("updated_at");
  CREATE INDEX "analytics_logs_created_at_idx" ON "analytics_logs" USING btree ("created_at");
  CREATE INDEX "logs_level_idx" ON "logs" USING btree ("level");
  CREATE INDEX "logs_user_idx" ON "logs" USING btree ("user_id");
  CREATE INDEX "logs_updated_at_idx" ON "logs" USING btree ("updated_at");
  CREATE INDEX "logs_created_at_idx" ON "logs" USING btree ("created_at");
  CREATE INDEX "config_social_links_order_idx" ON "config_social_links" USING btree ("_order");
  CREATE INDEX "config_social_links_parent_id_idx" ON "config_social_links" USING btree ("_parent_id");
  CREATE INDEX "config_consent_services_intents_order_idx" ON "config_consent_services_intents" USING btree ("order");
  CREATE INDEX "config_consent_services_intents_parent_idx" ON "config_consent_services_intents" USING btree ("parent_id");
  CREATE INDEX "config_consent_services_cookies_order_idx" ON "config_consent_services_cookies" USING btree ("_order");
  CREATE INDEX "config_consent_services_cookies_parent_id_idx" ON "config_consent_services_cookies" USING btree ("_parent_id");
  CREATE INDEX "config_consent_services_local_storage_order_idx" ON "config_consent_services_local_storage" USING btree ("_order");
  CREATE INDEX "config_consent_services_local_storage_parent_id_idx" ON "config_consent_services_local_storage" USING btree ("_parent_id");
  CREATE INDEX "config_consent_services_session_storage_order_idx" ON "config_consent_services_session_storage" USING btree ("_order");
  CREATE INDEX "config_consent_services_session_storage_parent_id_idx" ON "config_consent_services_session_storage" USING btree ("_parent_id");
  CREATE INDEX "config_consent_services_order_idx" ON "config_consent_services" USING btree ("_order");
  CREATE INDEX "config_consent_services_parent_id_idx" ON "config_consent_services" USING btree ("_parent_id");
  CREATE INDEX "theme_logo_idx" ON "theme" USING btree ("logo_id");
  CREATE INDEX "theme_favicon_idx" ON "theme" USING btree ("favicon_id");
  CREATE INDEX "theme_share_image_idx" ON "theme" USING btree ("share_image_id");
  CREATE INDEX "theme_meta_meta_image_idx" ON "theme" USING btree ("meta_image_id");
  CREATE INDEX "theme_social_meta_social_meta_image_idx" ON "theme" USING btree ("social_meta_image_id");
  CREATE INDEX "theme_microblog_meta_microblog_meta_image_idx" ON "theme" USING btree ("microblog_meta_image_id");
  ALTER TABLE "branches" ADD CONSTRAINT "branches_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "branches" ADD CONSTRAINT "branches_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_divisions_fk" FOREIGN KEY ("divisions_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tables_fk" FOREIGN KEY ("tables_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donatees_fk" FOREIGN KEY ("donatees_id") REFERENCES "public"."donatees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_external_users_fk" FOREIGN KEY ("external_users_id") REFERENCES "public"."external_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigations_fk" FOREIGN KEY ("navigations_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blocks_fk" FOREIGN KEY ("blocks_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nodes_fk" FOREIGN KEY ("nodes_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_image_templates_fk" FOREIGN KEY ("image_templates_id") REFERENCES "public"."image_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_uploads_fk" FOREIGN KEY ("uploads_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_qr_codes_fk" FOREIGN KEY ("qr_codes_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_devices_fk" FOREIGN KEY ("devices_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_working_activities_fk" FOREIGN KEY ("working_activities_id") REFERENCES "public"."working_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_working_schedules_fk" FOREIGN KEY ("working_schedules_id") REFERENCES "public"."working_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tasks_fk" FOREIGN KEY ("tasks_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scenes_fk" FOREIGN KEY ("scenes_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digital_signage_segments_fk" FOREIGN KEY ("digital_signage_segments_id") REFERENCES "public"."digital_signage_segments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digital_signage_streams_fk" FOREIGN KEY ("digital_signage_streams_id") REFERENCES "public"."digital_signage_streams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digital_signage_devices_fk" FOREIGN KEY ("digital_signage_devices_id") REFERENCES "public"."digital_signage_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_leads_fk" FOREIGN KEY ("analytics_leads_id") REFERENCES "public"."analytics_leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_logs_fk" FOREIGN KEY ("analytics_logs_id") REFERENCES "public"."analytics_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_logs_fk" FOREIGN KEY ("logs_id") REFERENCES "public"."logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_external_users_fk" FOREIGN KEY ("external_users_id") REFERENCES "public"."external_users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "branches_division_idx" ON "branches" USING btree ("division_id");
  CREATE INDEX "branches_logo_idx" ON "branches" USING btree ("logo_id");
  CREATE INDEX "branches_is_enabled_idx" ON "branches" USING btree ("is_enabled");
  CREATE INDEX "branches_is_public_idx" ON "branches" USING btree ("is_public");
  CREATE INDEX "branches_api_key_idx" ON "branches" USING btree ("api_key");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_divisions_id_idx" ON "payload_locked_documents_rels" USING btree ("divisions_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_tables_id_idx" ON "payload_locked_documents_rels" USING btree ("tables_id");
  CREATE INDEX "payload_locked_documents_rels_donatees_id_idx" ON "payload_locked_documents_rels" USING btree ("donatees_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_external_users_id_idx" ON "payload_locked_documents_rels" USING btree ("external_users_id");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_navigations_id_idx" ON "payload_locked_documents_rels" USING btree ("navigations_id");
  CREATE INDEX "payload_locked_documents_rels_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("blocks_id");
  CREATE INDEX "payload_locked_documents_rels_nodes_id_idx" ON "payload_locked_documents_rels" USING btree ("nodes_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");
  CREATE INDEX "payload_locked_documents_rels_image_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("image_templates_id");
  CREATE INDEX "payload_locked_documents_rels_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("uploads_id");
  CREATE INDEX "payload_locked_documents_rels_qr_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("qr_codes_id");
  CREATE INDEX "payload_locked_documents_rels_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("devices_id");
  CREATE INDEX "payload_locked_documents_rels_working_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("working_activities_id");
  CREATE INDEX "payload_locked_documents_rels_working_schedules_id_idx" ON "payload_locked_documents_rels" USING btree ("working_schedules_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("tasks_id");
  CREATE INDEX "payload_locked_documents_rels_scenes_id_idx" ON "payload_locked_documents_rels" USING btree ("scenes_id");
  CREATE INDEX "payload_locked_documents_rels_digital_signage_segments_i_idx" ON "payload_locked_documents_rels" USING btree ("digital_signage_segments_id");
  CREATE INDEX "payload_locked_documents_rels_digital_signage_streams_id_idx" ON "payload_locked_documents_rels" USING btree ("digital_signage_streams_id");
  CREATE INDEX "payload_locked_documents_rels_digital_signage_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("digital_signage_devices_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_leads_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_logs_id");
  CREATE INDEX "payload_locked_documents_rels_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("logs_id");
  CREATE INDEX "payload_preferences_rels_external_users_id_idx" ON "payload_preferences_rels" USING btree ("external_users_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_totals_taxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "branches_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "branches_delivery_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "branches_delivery_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "branches_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "divisions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "departments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_catalog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_alternative_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_config_parts_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_config_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_discounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_attributes_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_attributes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donatees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers_discounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers_data_shipping_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "external_users_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "external_users_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "external_users" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "external_users_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_hero_a_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_hero_a" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_hero_b_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_hero_b" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_hero_slider_slides_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_text_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_text_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_text_image_slogan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_site_references" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_step_list_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_step_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_contact_persons_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_contact_persons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_linked_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_text_content_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_text_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_text_with_sub_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_image_auto" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_listing_list_elements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_listing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_team_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_two_columns_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_two_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_two_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_four_columns_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_four_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_four_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_four_columns2_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_four_columns2_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_four_columns2" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_three_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_vacancies_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_form_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_form_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_catalogue_slider_catalogues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_catalogue_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_text_catalogue_catalogues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_text_catalogue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_blocks_clickable_component_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_hero_a_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_hero_a" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_hero_b_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_hero_b" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_hero_slider_slides_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_text_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_text_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_text_image_slogan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_site_references" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_step_list_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_step_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_contact_persons_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_contact_persons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_linked_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_text_content_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_text_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_text_with_sub_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_image_auto" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_listing_list_elements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_listing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_team_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_two_columns_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_two_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_two_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_four_columns_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_four_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_four_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_four_columns2_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_four_columns2_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_four_columns2" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_three_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_vacancies_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_form_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_form_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_catalogue_slider_catalogues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_catalogue_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_text_catalogue_catalogues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_text_catalogue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_blocks_clickable_component_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigations_items_children_grandchildren" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigations_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigations_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_hero_a_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_hero_a" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_hero_b_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_hero_b" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_hero_slider_slides_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_text_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_text_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_text_image_slogan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_site_references" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_step_list_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_step_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_contact_persons_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_contact_persons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_linked_in" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_text_content_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_text_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_text_with_sub_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_image_auto" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_listing_list_elements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_listing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_team_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_two_columns_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_two_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_two_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_four_columns_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_four_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_four_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_four_columns2_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_four_columns2_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_four_columns2" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_three_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_vacancies_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_form_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_form_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_catalogue_slider_catalogues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_catalogue_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_text_catalogue_catalogues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_text_catalogue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_blocks_clickable_component_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocks_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nodes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "image_templates_layers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "image_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uploads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "qr_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "working_activities_pauses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "working_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "working_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tasks_viewed_by" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tasks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tasks_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scenes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scenes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "digital_signage_segments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "digital_signage_segments_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "digital_signage_streams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "digital_signage_streams_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "digital_signage_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "config_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "config_consent_services_intents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "config_consent_services_cookies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "config_consent_services_local_storage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "config_consent_services_session_storage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "config_consent_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "theme" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_items" CASCADE;
  DROP TABLE "orders_totals_taxes" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "branches_opening_hours" CASCADE;
  DROP TABLE "branches_delivery_hours" CASCADE;
  DROP TABLE "branches_delivery_areas" CASCADE;
  DROP TABLE "branches_rels" CASCADE;
  DROP TABLE "divisions" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "menus_catalog" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "categories_schedule" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "products_schedule" CASCADE;
  DROP TABLE "products_alternative_units" CASCADE;
  DROP TABLE "products_config_parts_options" CASCADE;
  DROP TABLE "products_config_parts" CASCADE;
  DROP TABLE "products_categories" CASCADE;
  DROP TABLE "products_discounts" CASCADE;
  DROP TABLE "products_attributes_values" CASCADE;
  DROP TABLE "products_attributes" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tables" CASCADE;
  DROP TABLE "donatees" CASCADE;
  DROP TABLE "customers_discounts" CASCADE;
  DROP TABLE "customers_data_shipping_addresses" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "external_users_roles" CASCADE;
  DROP TABLE "external_users_sessions" CASCADE;
  DROP TABLE "external_users" CASCADE;
  DROP TABLE "external_users_rels" CASCADE;
  DROP TABLE "sites_blocks_hero_a_links" CASCADE;
  DROP TABLE "sites_blocks_hero_a" CASCADE;
  DROP TABLE "sites_blocks_hero_b_links" CASCADE;
  DROP TABLE "sites_blocks_hero_b" CASCADE;
  DROP TABLE "sites_blocks_hero_slider_slides_links" CASCADE;
  DROP TABLE "sites_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "sites_blocks_hero_slider" CASCADE;
  DROP TABLE "sites_blocks_text_slider_slides" CASCADE;
  DROP TABLE "sites_blocks_text_slider" CASCADE;
  DROP TABLE "sites_blocks_text_image_slogan" CASCADE;
  DROP TABLE "sites_blocks_site_references" CASCADE;
  DROP TABLE "sites_blocks_step_list_steps" CASCADE;
  DROP TABLE "sites_blocks_step_list" CASCADE;
  DROP TABLE "sites_blocks_contact_persons_contacts" CASCADE;
  DROP TABLE "sites_blocks_contact_persons" CASCADE;
  DROP TABLE "sites_blocks_linked_in" CASCADE;
  DROP TABLE "sites_blocks_text_content_links" CASCADE;
  DROP TABLE "sites_blocks_text_content" CASCADE;
  DROP TABLE "sites_blocks_text_with_sub_headline" CASCADE;
  DROP TABLE "sites_blocks_image" CASCADE;
  DROP TABLE "sites_blocks_image_auto" CASCADE;
  DROP TABLE "sites_blocks_quote" CASCADE;
  DROP TABLE "sites_blocks_listing_list_elements" CASCADE;
  DROP TABLE "sites_blocks_listing" CASCADE;
  DROP TABLE "sites_blocks_team_contacts" CASCADE;
  DROP TABLE "sites_blocks_team" CASCADE;
  DROP TABLE "sites_blocks_two_columns_columns_links" CASCADE;
  DROP TABLE "sites_blocks_two_columns_columns" CASCADE;
  DROP TABLE "sites_blocks_two_columns" CASCADE;
  DROP TABLE "sites_blocks_four_columns_columns_links" CASCADE;
  DROP TABLE "sites_blocks_four_columns_columns" CASCADE;
  DROP TABLE "sites_blocks_four_columns" CASCADE;
  DROP TABLE "sites_blocks_four_columns2_columns_links" CASCADE;
  DROP TABLE "sites_blocks_four_columns2_columns" CASCADE;
  DROP TABLE "sites_blocks_four_columns2" CASCADE;
  DROP TABLE "sites_blocks_three_images" CASCADE;
  DROP TABLE "sites_blocks_vacancies_jobs" CASCADE;
  DROP TABLE "sites_blocks_vacancies" CASCADE;
  DROP TABLE "sites_blocks_form_data" CASCADE;
  DROP TABLE "sites_blocks_form_map" CASCADE;
  DROP TABLE "sites_blocks_catalogue_slider_catalogues" CASCADE;
  DROP TABLE "sites_blocks_catalogue_slider" CASCADE;
  DROP TABLE "sites_blocks_text_catalogue_catalogues" CASCADE;
  DROP TABLE "sites_blocks_text_catalogue" CASCADE;
  DROP TABLE "sites_blocks_clickable_component_overview" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "sites_rels" CASCADE;
  DROP TABLE "_sites_v_blocks_hero_a_links" CASCADE;
  DROP TABLE "_sites_v_blocks_hero_a" CASCADE;
  DROP TABLE "_sites_v_blocks_hero_b_links" CASCADE;
  DROP TABLE "_sites_v_blocks_hero_b" CASCADE;
  DROP TABLE "_sites_v_blocks_hero_slider_slides_links" CASCADE;
  DROP TABLE "_sites_v_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "_sites_v_blocks_hero_slider" CASCADE;
  DROP TABLE "_sites_v_blocks_text_slider_slides" CASCADE;
  DROP TABLE "_sites_v_blocks_text_slider" CASCADE;
  DROP TABLE "_sites_v_blocks_text_image_slogan" CASCADE;
  DROP TABLE "_sites_v_blocks_site_references" CASCADE;
  DROP TABLE "_sites_v_blocks_step_list_steps" CASCADE;
  DROP TABLE "_sites_v_blocks_step_list" CASCADE;
  DROP TABLE "_sites_v_blocks_contact_persons_contacts" CASCADE;
  DROP TABLE "_sites_v_blocks_contact_persons" CASCADE;
  DROP TABLE "_sites_v_blocks_linked_in" CASCADE;
  DROP TABLE "_sites_v_blocks_text_content_links" CASCADE;
  DROP TABLE "_sites_v_blocks_text_content" CASCADE;
  DROP TABLE "_sites_v_blocks_text_with_sub_headline" CASCADE;
  DROP TABLE "_sites_v_blocks_image" CASCADE;
  DROP TABLE "_sites_v_blocks_image_auto" CASCADE;
  DROP TABLE "_sites_v_blocks_quote" CASCADE;
  DROP TABLE "_sites_v_blocks_listing_list_elements" CASCADE;
  DROP TABLE "_sites_v_blocks_listing" CASCADE;
  DROP TABLE "_sites_v_blocks_team_contacts" CASCADE;
  DROP TABLE "_sites_v_blocks_team" CASCADE;
  DROP TABLE "_sites_v_blocks_two_columns_columns_links" CASCADE;
  DROP TABLE "_sites_v_blocks_two_columns_columns" CASCADE;
  DROP TABLE "_sites_v_blocks_two_columns" CASCADE;
  DROP TABLE "_sites_v_blocks_four_columns_columns_links" CASCADE;
  DROP TABLE "_sites_v_blocks_four_columns_columns" CASCADE;
  DROP TABLE "_sites_v_blocks_four_columns" CASCADE;
  DROP TABLE "_sites_v_blocks_four_columns2_columns_links" CASCADE;
  DROP TABLE "_sites_v_blocks_four_columns2_columns" CASCADE;
  DROP TABLE "_sites_v_blocks_four_columns2" CASCADE;
  DROP TABLE "_sites_v_blocks_three_images" CASCADE;
  DROP TABLE "_sites_v_blocks_vacancies_jobs" CASCADE;
  DROP TABLE "_sites_v_blocks_vacancies" CASCADE;
  DROP TABLE "_sites_v_blocks_form_data" CASCADE;
  DROP TABLE "_sites_v_blocks_form_map" CASCADE;
  DROP TABLE "_sites_v_blocks_catalogue_slider_catalogues" CASCADE;
  DROP TABLE "_sites_v_blocks_catalogue_slider" CASCADE;
  DROP TABLE "_sites_v_blocks_text_catalogue_catalogues" CASCADE;
  DROP TABLE "_sites_v_blocks_text_catalogue" CASCADE;
  DROP TABLE "_sites_v_blocks_clickable_component_overview" CASCADE;
  DROP TABLE "_sites_v" CASCADE;
  DROP TABLE "_sites_v_rels" CASCADE;
  DROP TABLE "navigations_items_children_grandchildren" CASCADE;
  DROP TABLE "navigations_items_children" CASCADE;
  DROP TABLE "navigations_items" CASCADE;
  DROP TABLE "navigations" CASCADE;
  DROP TABLE "blocks_blocks_hero_a_links" CASCADE;
  DROP TABLE "blocks_blocks_hero_a" CASCADE;
  DROP TABLE "blocks_blocks_hero_b_links" CASCADE;
  DROP TABLE "blocks_blocks_hero_b" CASCADE;
  DROP TABLE "blocks_blocks_hero_slider_slides_links" CASCADE;
  DROP TABLE "blocks_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "blocks_blocks_hero_slider" CASCADE;
  DROP TABLE "blocks_blocks_text_slider_slides" CASCADE;
  DROP TABLE "blocks_blocks_text_slider" CASCADE;
  DROP TABLE "blocks_blocks_text_image_slogan" CASCADE;
  DROP TABLE "blocks_blocks_site_references" CASCADE;
  DROP TABLE "blocks_blocks_step_list_steps" CASCADE;
  DROP TABLE "blocks_blocks_step_list" CASCADE;
  DROP TABLE "blocks_blocks_contact_persons_contacts" CASCADE;
  DROP TABLE "blocks_blocks_contact_persons" CASCADE;
  DROP TABLE "blocks_blocks_linked_in" CASCADE;
  DROP TABLE "blocks_blocks_text_content_links" CASCADE;
  DROP TABLE "blocks_blocks_text_content" CASCADE;
  DROP TABLE "blocks_blocks_text_with_sub_headline" CASCADE;
  DROP TABLE "blocks_blocks_image" CASCADE;
  DROP TABLE "blocks_blocks_image_auto" CASCADE;
  DROP TABLE "blocks_blocks_quote" CASCADE;
  DROP TABLE "blocks_blocks_listing_list_elements" CASCADE;
  DROP TABLE "blocks_blocks_listing" CASCADE;
  DROP TABLE "blocks_blocks_team_contacts" CASCADE;
  DROP TABLE "blocks_blocks_team" CASCADE;
  DROP TABLE "blocks_blocks_two_columns_columns_links" CASCADE;
  DROP TABLE "blocks_blocks_two_columns_columns" CASCADE;
  DROP TABLE "blocks_blocks_two_columns" CASCADE;
  DROP TABLE "blocks_blocks_four_columns_columns_links" CASCADE;
  DROP TABLE "blocks_blocks_four_columns_columns" CASCADE;
  DROP TABLE "blocks_blocks_four_columns" CASCADE;
  DROP TABLE "blocks_blocks_four_columns2_columns_links" CASCADE;
  DROP TABLE "blocks_blocks_four_columns2_columns" CASCADE;
  DROP TABLE "blocks_blocks_four_columns2" CASCADE;
  DROP TABLE "blocks_blocks_three_images" CASCADE;
  DROP TABLE "blocks_blocks_vacancies_jobs" CASCADE;
  DROP TABLE "blocks_blocks_vacancies" CASCADE;
  DROP TABLE "blocks_blocks_form_data" CASCADE;
  DROP TABLE "blocks_blocks_form_map" CASCADE;
  DROP TABLE "blocks_blocks_catalogue_slider_catalogues" CASCADE;
  DROP TABLE "blocks_blocks_catalogue_slider" CASCADE;
  DROP TABLE "blocks_blocks_text_catalogue_catalogues" CASCADE;
  DROP TABLE "blocks_blocks_text_catalogue" CASCADE;
  DROP TABLE "blocks_blocks_clickable_component_overview" CASCADE;
  DROP TABLE "blocks" CASCADE;
  DROP TABLE "blocks_rels" CASCADE;
  DROP TABLE "nodes" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "images" CASCADE;
  DROP TABLE "image_templates_layers" CASCADE;
  DROP TABLE "image_templates" CASCADE;
  DROP TABLE "uploads" CASCADE;
  DROP TABLE "qr_codes" CASCADE;
  DROP TABLE "devices" CASCADE;
  DROP TABLE "working_activities_pauses" CASCADE;
  DROP TABLE "working_activities" CASCADE;
  DROP TABLE "working_schedules" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "tasks_viewed_by" CASCADE;
  DROP TABLE "tasks" CASCADE;
  DROP TABLE "tasks_rels" CASCADE;
  DROP TABLE "scenes" CASCADE;
  DROP TABLE "scenes_rels" CASCADE;
  DROP TABLE "digital_signage_segments" CASCADE;
  DROP TABLE "digital_signage_segments_rels" CASCADE;
  DROP TABLE "digital_signage_streams" CASCADE;
  DROP TABLE "digital_signage_streams_rels" CASCADE;
  DROP TABLE "digital_signage_devices" CASCADE;
  DROP TABLE "analytics_leads" CASCADE;
  DROP TABLE "analytics_logs" CASCADE;
  DROP TABLE "logs" CASCADE;
  DROP TABLE "config_social_links" CASCADE;
  DROP TABLE "config_consent_services_intents" CASCADE;
  DROP TABLE "config_consent_services_cookies" CASCADE;
  DROP TABLE "config_consent_services_local_storage" CASCADE;
  DROP TABLE "config_consent_services_session_storage" CASCADE;
  DROP TABLE "config_consent_services" CASCADE;
  DROP TABLE "theme" CASCADE;
  ALTER TABLE "branches" DROP CONSTRAINT "branches_division_id_divisions_id_fk";
  
  ALTER TABLE "branches" DROP CONSTRAINT "branches_logo_id_images_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_divisions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_departments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_menus_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tags_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tables_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donatees_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_external_users_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_navigations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blocks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_nodes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_image_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_uploads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_qr_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_devices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_working_activities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_working_schedules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tasks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scenes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_digital_signage_segments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_digital_signage_streams_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_digital_signage_devices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_logs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_logs_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_external_users_fk";
  
  DROP INDEX "branches_division_idx";
  DROP INDEX "branches_logo_idx";
  DROP INDEX "branches_is_enabled_idx";
  DROP INDEX "branches_is_public_idx";
  DROP INDEX "branches_api_key_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_divisions_id_idx";
  DROP INDEX "payload_locked_documents_rels_departments_id_idx";
  DROP INDEX "payload_locked_documents_rels_menus_id_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_tags_id_idx";
  DROP INDEX "payload_locked_documents_rels_tables_id_idx";
  DROP INDEX "payload_locked_documents_rels_donatees_id_idx";
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_external_users_id_idx";
  DROP INDEX "payload_locked_documents_rels_sites_id_idx";
  DROP INDEX "payload_locked_documents_rels_navigations_id_idx";
  DROP INDEX "payload_locked_documents_rels_blocks_id_idx";
  DROP INDEX "payload_locked_documents_rels_nodes_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "payload_locked_documents_rels_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_image_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_uploads_id_idx";
  DROP INDEX "payload_locked_documents_rels_qr_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_devices_id_idx";
  DROP INDEX "payload_locked_documents_rels_working_activities_id_idx";
  DROP INDEX "payload_locked_documents_rels_working_schedules_id_idx";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_tasks_id_idx";
  DROP INDEX "payload_locked_documents_rels_scenes_id_idx";
  DROP INDEX "payload_locked_documents_rels_digital_signage_segments_i_idx";
  DROP INDEX "payload_locked_documents_rels_digital_signage_streams_id_idx";
  DROP INDEX "payload_locked_documents_rels_digital_signage_devices_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_logs_id_idx";
  DROP INDEX "payload_locked_documents_rels_logs_id_idx";
  DROP INDEX "payload_preferences_rels_external_users_id_idx";
  ALTER TABLE "branches" DROP COLUMN "division_id";
  ALTER TABLE "branches" DROP COLUMN "description";
  ALTER TABLE "branches" DROP COLUMN "street";
  ALTER TABLE "branches" DROP COLUMN "zip_code";
  ALTER TABLE "branches" DROP COLUMN "phone";
  ALTER TABLE "branches" DROP COLUMN "email";
  ALTER TABLE "branches" DROP COLUMN "website";
  ALTER TABLE "branches" DROP COLUMN "latitude";
  ALTER TABLE "branches" DROP COLUMN "longitude";
  ALTER TABLE "branches" DROP COLUMN "keywords";
  ALTER TABLE "branches" DROP COLUMN "logo_id";
  ALTER TABLE "branches" DROP COLUMN "is_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_public";
  ALTER TABLE "branches" DROP COLUMN "is_delivery_hours_enabled";
  ALTER TABLE "branches" DROP COLUMN "closed_message";
  ALTER TABLE "branches" DROP COLUMN "orderable_from";
  ALTER TABLE "branches" DROP COLUMN "is_takeaway_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_delivery_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_dine_in_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_preorder_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_appointment_required";
  ALTER TABLE "branches" DROP COLUMN "is_quotation_required";
  ALTER TABLE "branches" DROP COLUMN "is_table_selection_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_takeaway_email_required";
  ALTER TABLE "branches" DROP COLUMN "is_delivery_email_required";
  ALTER TABLE "branches" DROP COLUMN "is_dine_in_email_required";
  ALTER TABLE "branches" DROP COLUMN "is_takeaway_phone_required";
  ALTER TABLE "branches" DROP COLUMN "is_delivery_phone_required";
  ALTER TABLE "branches" DROP COLUMN "is_dine_in_phone_required";
  ALTER TABLE "branches" DROP COLUMN "is_takeaway_address_required";
  ALTER TABLE "branches" DROP COLUMN "is_delivery_address_required";
  ALTER TABLE "branches" DROP COLUMN "is_dine_in_address_required";
  ALTER TABLE "branches" DROP COLUMN "is_cash_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_a_t_m_card_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_hydro_a_g_voucher_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_mollie_enabled";
  ALTER TABLE "branches" DROP COLUMN "is_datatrans_enabled";
  ALTER TABLE "branches" DROP COLUMN "api_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "divisions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "departments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "menus_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tags_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tables_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donatees_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "external_users_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "navigations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blocks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "nodes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "image_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "uploads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "qr_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "devices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "working_activities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "working_schedules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tasks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scenes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "digital_signage_segments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "digital_signage_streams_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "digital_signage_devices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_logs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "logs_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "external_users_id";
  ALTER TABLE "config" DROP COLUMN "business_name";
  ALTER TABLE "config" DROP COLUMN "currency";
  ALTER TABLE "config" DROP COLUMN "title";
  ALTER TABLE "config" DROP COLUMN "seo_title";
  ALTER TABLE "config" DROP COLUMN "description";
  ALTER TABLE "config" DROP COLUMN "seo_description";
  ALTER TABLE "config" DROP COLUMN "street";
  ALTER TABLE "config" DROP COLUMN "zip_code";
  ALTER TABLE "config" DROP COLUMN "city";
  ALTER TABLE "config" DROP COLUMN "phone";
  ALTER TABLE "config" DROP COLUMN "email";
  ALTER TABLE "config" DROP COLUMN "website";
  ALTER TABLE "config" DROP COLUMN "tagline";
  ALTER TABLE "config" DROP COLUMN "default_delivery_method";
  ALTER TABLE "config" DROP COLUMN "disable_tickets";
  ALTER TABLE "config" DROP COLUMN "enable_cash";
  ALTER TABLE "config" DROP COLUMN "enable_a_t_m_card";
  ALTER TABLE "config" DROP COLUMN "enable_hydro_a_g_voucher";
  ALTER TABLE "config" DROP COLUMN "enable_mollie";
  ALTER TABLE "config" DROP COLUMN "enable_datatrans";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_p_w_a";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_toolbar";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_home_page";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_search";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_tags";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_category_bar";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_s_m_s";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_donations";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_frontdesk";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_order_reviews";
  ALTER TABLE "config" DROP COLUMN "enable_plugin_map";
  ALTER TABLE "config" DROP COLUMN "terms_and_conditions";
  ALTER TABLE "config" DROP COLUMN "terms_and_conditions_text";
  ALTER TABLE "config" DROP COLUMN "privacy_policy";
  ALTER TABLE "config" DROP COLUMN "privacy_policy_text";
  ALTER TABLE "config" DROP COLUMN "imprint";
  ALTER TABLE "config" DROP COLUMN "imprint_text";
  ALTER TABLE "config" DROP COLUMN "allergens";
  ALTER TABLE "config" DROP COLUMN "allergens_text";
  DROP TYPE "public"."enum_orders_items_unit";
  DROP TYPE "public"."enum_orders_shop";
  DROP TYPE "public"."enum_orders_mode";
  DROP TYPE "public"."enum_orders_country";
  DROP TYPE "public"."enum_orders_delivery_country";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_orders_payment_status";
  DROP TYPE "public"."enum_branches_opening_hours_type";
  DROP TYPE "public"."enum_branches_delivery_hours_type";
  DROP TYPE "public"."enum_categories_schedule_type";
  DROP TYPE "public"."enum_products_schedule_type";
  DROP TYPE "public"."enum_products_alternative_units_unit";
  DROP TYPE "public"."enum_products_alternative_units_calculation_model";
  DROP TYPE "public"."enum_products_config_parts_options_modifier";
  DROP TYPE "public"."enum_products_config_parts_type";
  DROP TYPE "public"."enum_products_discounts_type";
  DROP TYPE "public"."enum_products_attributes_type";
  DROP TYPE "public"."enum_products_catalogue";
  DROP TYPE "public"."enum_products_type";
  DROP TYPE "public"."enum_products_unit";
  DROP TYPE "public"."enum_products_calculation_model";
  DROP TYPE "public"."enum_products_default_unit";
  DROP TYPE "public"."enum_products_lead_time_type";
  DROP TYPE "public"."enum_products_material_group";
  DROP TYPE "public"."enum_customers_discounts_material_group";
  DROP TYPE "public"."enum_customers_data_shipping_addresses_value_country";
  DROP TYPE "public"."enum_customers_country";
  DROP TYPE "public"."enum_external_users_roles";
  DROP TYPE "public"."enum_sites_blocks_hero_a_links_kind";
  DROP TYPE "public"."enum_sites_blocks_hero_a_links_target";
  DROP TYPE "public"."enum_sites_blocks_hero_a_additional_label";
  DROP TYPE "public"."enum_sites_blocks_hero_b_links_kind";
  DROP TYPE "public"."enum_sites_blocks_hero_b_links_target";
  DROP TYPE "public"."enum_sites_blocks_hero_b_additional_label";
  DROP TYPE "public"."enum_sites_blocks_hero_slider_slides_links_kind";
  DROP TYPE "public"."enum_sites_blocks_hero_slider_slides_links_target";
  DROP TYPE "public"."enum_sites_blocks_hero_slider_additional_label";
  DROP TYPE "public"."enum_sites_blocks_site_references_type";
  DROP TYPE "public"."enum_sites_blocks_text_content_links_kind";
  DROP TYPE "public"."enum_sites_blocks_text_content_links_target";
  DROP TYPE "public"."enum_sites_blocks_two_columns_columns_links_kind";
  DROP TYPE "public"."enum_sites_blocks_two_columns_columns_links_target";
  DROP TYPE "public"."enum_sites_blocks_four_columns_columns_links_kind";
  DROP TYPE "public"."enum_sites_blocks_four_columns_columns_links_target";
  DROP TYPE "public"."enum_sites_blocks_four_columns2_columns_links_kind";
  DROP TYPE "public"."enum_sites_blocks_four_columns2_columns_links_target";
  DROP TYPE "public"."enum_sites_type";
  DROP TYPE "public"."enum_sites_content_additional_label";
  DROP TYPE "public"."enum_sites_status";
  DROP TYPE "public"."enum__sites_v_blocks_hero_a_links_kind";
  DROP TYPE "public"."enum__sites_v_blocks_hero_a_links_target";
  DROP TYPE "public"."enum__sites_v_blocks_hero_a_additional_label";
  DROP TYPE "public"."enum__sites_v_blocks_hero_b_links_kind";
  DROP TYPE "public"."enum__sites_v_blocks_hero_b_links_target";
  DROP TYPE "public"."enum__sites_v_blocks_hero_b_additional_label";
  DROP TYPE "public"."enum__sites_v_blocks_hero_slider_slides_links_kind";
  DROP TYPE "public"."enum__sites_v_blocks_hero_slider_slides_links_target";
  DROP TYPE "public"."enum__sites_v_blocks_hero_slider_additional_label";
  DROP TYPE "public"."enum__sites_v_blocks_site_references_type";
  DROP TYPE "public"."enum__sites_v_blocks_text_content_links_kind";
  DROP TYPE "public"."enum__sites_v_blocks_text_content_links_target";
  DROP TYPE "public"."enum__sites_v_blocks_two_columns_columns_links_kind";
  DROP TYPE "public"."enum__sites_v_blocks_two_columns_columns_links_target";
  DROP TYPE "public"."enum__sites_v_blocks_four_columns_columns_links_kind";
  DROP TYPE "public"."enum__sites_v_blocks_four_columns_columns_links_target";
  DROP TYPE "public"."enum__sites_v_blocks_four_columns2_columns_links_kind";
  DROP TYPE "public"."enum__sites_v_blocks_four_columns2_columns_links_target";
  DROP TYPE "public"."enum__sites_v_version_type";
  DROP TYPE "public"."enum__sites_v_version_content_additional_label";
  DROP TYPE "public"."enum__sites_v_version_status";
  DROP TYPE "public"."enum_navigations_items_children_grandchildren_type";
  DROP TYPE "public"."enum_navigations_items_children_type";
  DROP TYPE "public"."enum_navigations_items_type";
  DROP TYPE "public"."enum_blocks_blocks_hero_a_links_kind";
  DROP TYPE "public"."enum_blocks_blocks_hero_a_links_target";
  DROP TYPE "public"."enum_blocks_blocks_hero_a_additional_label";
  DROP TYPE "public"."enum_blocks_blocks_hero_b_links_kind";
  DROP TYPE "public"."enum_blocks_blocks_hero_b_links_target";
  DROP TYPE "public"."enum_blocks_blocks_hero_b_additional_label";
  DROP TYPE "public"."enum_blocks_blocks_hero_slider_slides_links_kind";
  DROP TYPE "public"."enum_blocks_blocks_hero_slider_slides_links_target";
  DROP TYPE "public"."enum_blocks_blocks_hero_slider_additional_label";
  DROP TYPE "public"."enum_blocks_blocks_site_references_type";
  DROP TYPE "public"."enum_blocks_blocks_text_content_links_kind";
  DROP TYPE "public"."enum_blocks_blocks_text_content_links_target";
  DROP TYPE "public"."enum_blocks_blocks_two_columns_columns_links_kind";
  DROP TYPE "public"."enum_blocks_blocks_two_columns_columns_links_target";
  DROP TYPE "public"."enum_blocks_blocks_four_columns_columns_links_kind";
  DROP TYPE "public"."enum_blocks_blocks_four_columns_columns_links_target";
  DROP TYPE "public"."enum_blocks_blocks_four_columns2_columns_links_kind";
  DROP TYPE "public"."enum_blocks_blocks_four_columns2_columns_links_target";
  DROP TYPE "public"."enum_blocks_type";
  DROP TYPE "public"."enum_redirects_status_code";
  DROP TYPE "public"."enum_image_templates_layers_type";
  DROP TYPE "public"."enum_devices_type";
  DROP TYPE "public"."enum_working_activities_type";
  DROP TYPE "public"."enum_working_activities_status";
  DROP TYPE "public"."enum_tasks_status";
  DROP TYPE "public"."enum_tasks_priority";
  DROP TYPE "public"."enum_digital_signage_segments_transition";
  DROP TYPE "public"."enum_digital_signage_devices_command_type";
  DROP TYPE "public"."enum_digital_signage_devices_command_status";
  DROP TYPE "public"."enum_analytics_leads_status";
  DROP TYPE "public"."enum_logs_level";
  DROP TYPE "public"."enum_config_social_links_network";
  DROP TYPE "public"."enum_config_consent_services_intents";
  DROP TYPE "public"."enum_config_default_delivery_method";`)
}
