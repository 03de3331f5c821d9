import { OrderDisplayGate as OrderDisplayGate_bb47e3e1fc9b0805b2f591dc4e3a9663 } from '../../../../backoffice/admin/orders/display/OrderDisplayGate'
import { OrderActions as OrderActions_66eb059bac9aca3358267753de2518e4 } from '../../../../backoffice/admin/orders/OrderActions'
import { OrderSummary as OrderSummary_15fc5660332112e95569c9d66cb7ef9c } from '../../../../backoffice/admin/orders/OrderSummary'
import { OrderLineEditor as OrderLineEditor_3c5f157934230ce49b5b4b2da0783d8e } from '../../../../backoffice/admin/orders/OrderLineEditor'
import { BranchCell as BranchCell_19ea2bb55a02c40ec5b21f745197c5ed } from '../../../../backoffice/admin/orders/list/BranchCell'
import { BooleanCell as BooleanCell_408cdd255cadab78e79af607e32f0c69 } from '../../../../backoffice/admin/ui/BooleanCell'
import { MoneyField as MoneyField_ec4ecd726ef0bab1950ab7d72be6c3c2 } from '../../../../backoffice/admin/orders/MoneyField'
import { ItemRowLabel as ItemRowLabel_bbf5cc01383f029da9bcabf16999b44c } from '../../../../backoffice/admin/orders/ItemRowLabel'
import { TotalLabel as TotalLabel_dbb924f83869a4c8af5c72aae041a4bc } from '../../../../backoffice/admin/orders/list/TotalLabel'
import { OrderTotalCell as OrderTotalCell_8c05120fc89faad074ca378fb81f3723 } from '../../../../backoffice/admin/orders/list/OrderTotalCell'
import { TaxRowLabel as TaxRowLabel_e7c6d5b2ec38ad371db461977bf1e31f } from '../../../../backoffice/admin/orders/TaxRowLabel'
import { StatusBadgeCell as StatusBadgeCell_551e0d344101cdb1495b88c66f90c590 } from '../../../../backoffice/admin/orders/list/StatusBadgeCell'
import { CustomerCell as CustomerCell_82934afc69bd66a4ee9ef20964c00239 } from '../../../../backoffice/admin/orders/list/CustomerCell'
import { OrderFilterPresets as OrderFilterPresets_6f40075777051f5a729c39fedf06d812 } from '../../../../backoffice/admin/orders/list/OrderFilterPresets'
import { OrderListDisplaySettings as OrderListDisplaySettings_7b1e5d4f9ee76db543e40a2f4470dbdc } from '../../../../backoffice/admin/orders/display/OrderListDisplaySettings'
import { BranchQrSheetLink as BranchQrSheetLink_e55f2d9a6ce64cd5af9427c5254c2520 } from '../../../../backoffice/admin/qr/BranchQrSheetLink'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { MoneyCell as MoneyCell_cab5ced92b35b6f389014769f09928a0 } from '../../../../backoffice/admin/ui/MoneyCell'
import { CatalogueTabs as CatalogueTabs_e4a660de5bf6330e93ce4a23cd276462 } from '../../../../backoffice/admin/products/CatalogueTabs'
import { ApproveAccount as ApproveAccount_b4f254d6ab421b389b88710009ffb6a1 } from '../../../../backoffice/admin/accounts/ApproveAccount'
import { WaitingAccountsFilter as WaitingAccountsFilter_fd934be955956dd82ed6b5d8f7d186b0 } from '../../../../backoffice/admin/accounts/WaitingAccountsFilter'
import { SiteAiDraft as SiteAiDraft_3e9f16f26f73beecb799c9b92f7bee45 } from '@/backoffice/admin/contentAi/SiteAiDraft'
import { GenerateImage as GenerateImage_0502ce7b25597bad170cde73a371c6d7 } from '@/backoffice/admin/contentAi/GenerateImage'
import { QrCodeImage as QrCodeImage_6f854eae891e78bea2da59b689020a94 } from '../../../../backoffice/admin/qr/QrCodeImage'
import { DeviceActions as DeviceActions_3517162e43cb9350db7f5d3fbcf64080 } from '@/backoffice/admin/devices/DeviceActions'
import { SignagePreview as SignagePreview_4e5ddc72180cfcf2f13fe679d2b70f0a } from '@/backoffice/admin/signage/SignagePreview'
import { OnlineCell as OnlineCell_6887f696b1706ca8bbb316a8d796b40b } from '../../../../backoffice/admin/signage/OnlineCell'
import { PlayerAddress as PlayerAddress_c096844dea5d407deb8ea06a8f3fdfa7 } from '@/backoffice/admin/signage/PlayerAddress'
import { TvCommands as TvCommands_b1341cba87cab9520e53ba658dc217f5 } from '@/backoffice/admin/signage/TvCommands'
import { default as default_053477de53c68b05d733d4ce193048a5 } from '../../../../backoffice/admin/shell/BrandIcon'
import { default as default_4dc7825071701ae08b1533f809edecac } from '../../../../backoffice/admin/shell/BrandLogo'
import { StaffRememberMe as StaffRememberMe_dd31c2c8e0b7017b1bba73a16d1e1541 } from '../../../../backoffice/admin/shell/StaffRememberMe'
import { StatisticsNavLink as StatisticsNavLink_836bc8dbb961990398b435459afccf0b } from '../../../../backoffice/admin/statistics/StatisticsNavLink'
import { WorkingTimeNavLink as WorkingTimeNavLink_bcc8a52a365f5b3341280faeab18071d } from '../../../../backoffice/admin/timeClock/WorkingTimeNavLink'
import { BackendHashRedirect as BackendHashRedirect_5e47383cc51a09f3a2fc3c7e41fbd950 } from '../../../../backoffice/admin/shell/BackendHashRedirect'
import { DeskDashboard as DeskDashboard_399b5db3027d0eecb136c003100599d0 } from '../../../../backoffice/admin/dashboard/DeskDashboard'
import { GermanAriaLabels as GermanAriaLabels_90cb137c0ed8fa0afb4325d29c1b205f } from '../../../../backoffice/admin/shell/GermanAriaLabels'
import { TodayView as TodayView_a84dd5fbd4f5b7ed1c04d00f39fe4db7 } from '../../../../backoffice/admin/desk/TodayView'
import { StatisticsView as StatisticsView_1c1dc0ff4a1b8eaf04207b3635f802ce } from '../../../../backoffice/admin/statistics/StatisticsView'
import { WorkingTimeView as WorkingTimeView_94472693d70499f8427274af2c845908 } from '../../../../backoffice/admin/timeClock/WorkingTimeView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/backoffice/admin/orders/display/OrderDisplayGate#OrderDisplayGate": OrderDisplayGate_bb47e3e1fc9b0805b2f591dc4e3a9663,
  "/backoffice/admin/orders/OrderActions#OrderActions": OrderActions_66eb059bac9aca3358267753de2518e4,
  "/backoffice/admin/orders/OrderSummary#OrderSummary": OrderSummary_15fc5660332112e95569c9d66cb7ef9c,
  "/backoffice/admin/orders/OrderLineEditor#OrderLineEditor": OrderLineEditor_3c5f157934230ce49b5b4b2da0783d8e,
  "/backoffice/admin/orders/list/BranchCell#BranchCell": BranchCell_19ea2bb55a02c40ec5b21f745197c5ed,
  "/backoffice/admin/ui/BooleanCell#BooleanCell": BooleanCell_408cdd255cadab78e79af607e32f0c69,
  "/backoffice/admin/orders/MoneyField#MoneyField": MoneyField_ec4ecd726ef0bab1950ab7d72be6c3c2,
  "/backoffice/admin/orders/ItemRowLabel#ItemRowLabel": ItemRowLabel_bbf5cc01383f029da9bcabf16999b44c,
  "/backoffice/admin/orders/list/TotalLabel#TotalLabel": TotalLabel_dbb924f83869a4c8af5c72aae041a4bc,
  "/backoffice/admin/orders/list/OrderTotalCell#OrderTotalCell": OrderTotalCell_8c05120fc89faad074ca378fb81f3723,
  "/backoffice/admin/orders/TaxRowLabel#TaxRowLabel": TaxRowLabel_e7c6d5b2ec38ad371db461977bf1e31f,
  "/backoffice/admin/orders/list/StatusBadgeCell#StatusBadgeCell": StatusBadgeCell_551e0d344101cdb1495b88c66f90c590,
  "/backoffice/admin/orders/list/CustomerCell#CustomerCell": CustomerCell_82934afc69bd66a4ee9ef20964c00239,
  "/backoffice/admin/orders/list/OrderFilterPresets#OrderFilterPresets": OrderFilterPresets_6f40075777051f5a729c39fedf06d812,
  "/backoffice/admin/orders/display/OrderListDisplaySettings#OrderListDisplaySettings": OrderListDisplaySettings_7b1e5d4f9ee76db543e40a2f4470dbdc,
  "/backoffice/admin/qr/BranchQrSheetLink#BranchQrSheetLink": BranchQrSheetLink_e55f2d9a6ce64cd5af9427c5254c2520,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/backoffice/admin/ui/MoneyCell#MoneyCell": MoneyCell_cab5ced92b35b6f389014769f09928a0,
  "/backoffice/admin/products/CatalogueTabs#CatalogueTabs": CatalogueTabs_e4a660de5bf6330e93ce4a23cd276462,
  "/backoffice/admin/accounts/ApproveAccount#ApproveAccount": ApproveAccount_b4f254d6ab421b389b88710009ffb6a1,
  "/backoffice/admin/accounts/WaitingAccountsFilter#WaitingAccountsFilter": WaitingAccountsFilter_fd934be955956dd82ed6b5d8f7d186b0,
  "@/backoffice/admin/contentAi/SiteAiDraft#SiteAiDraft": SiteAiDraft_3e9f16f26f73beecb799c9b92f7bee45,
  "@/backoffice/admin/contentAi/GenerateImage#GenerateImage": GenerateImage_0502ce7b25597bad170cde73a371c6d7,
  "/backoffice/admin/qr/QrCodeImage#QrCodeImage": QrCodeImage_6f854eae891e78bea2da59b689020a94,
  "@/backoffice/admin/devices/DeviceActions#DeviceActions": DeviceActions_3517162e43cb9350db7f5d3fbcf64080,
  "@/backoffice/admin/signage/SignagePreview#SignagePreview": SignagePreview_4e5ddc72180cfcf2f13fe679d2b70f0a,
  "/backoffice/admin/signage/OnlineCell#OnlineCell": OnlineCell_6887f696b1706ca8bbb316a8d796b40b,
  "@/backoffice/admin/signage/PlayerAddress#PlayerAddress": PlayerAddress_c096844dea5d407deb8ea06a8f3fdfa7,
  "@/backoffice/admin/signage/TvCommands#TvCommands": TvCommands_b1341cba87cab9520e53ba658dc217f5,
  "/backoffice/admin/shell/BrandIcon#default": default_053477de53c68b05d733d4ce193048a5,
  "/backoffice/admin/shell/BrandLogo#default": default_4dc7825071701ae08b1533f809edecac,
  "/backoffice/admin/shell/StaffRememberMe#StaffRememberMe": StaffRememberMe_dd31c2c8e0b7017b1bba73a16d1e1541,
  "/backoffice/admin/statistics/StatisticsNavLink#StatisticsNavLink": StatisticsNavLink_836bc8dbb961990398b435459afccf0b,
  "/backoffice/admin/timeClock/WorkingTimeNavLink#WorkingTimeNavLink": WorkingTimeNavLink_bcc8a52a365f5b3341280faeab18071d,
  "/backoffice/admin/shell/BackendHashRedirect#BackendHashRedirect": BackendHashRedirect_5e47383cc51a09f3a2fc3c7e41fbd950,
  "/backoffice/admin/dashboard/DeskDashboard#DeskDashboard": DeskDashboard_399b5db3027d0eecb136c003100599d0,
  "/backoffice/admin/shell/GermanAriaLabels#GermanAriaLabels": GermanAriaLabels_90cb137c0ed8fa0afb4325d29c1b205f,
  "/backoffice/admin/desk/TodayView#TodayView": TodayView_a84dd5fbd4f5b7ed1c04d00f39fe4db7,
  "/backoffice/admin/statistics/StatisticsView#StatisticsView": StatisticsView_1c1dc0ff4a1b8eaf04207b3635f802ce,
  "/backoffice/admin/timeClock/WorkingTimeView#WorkingTimeView": WorkingTimeView_94472693d70499f8427274af2c845908,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
