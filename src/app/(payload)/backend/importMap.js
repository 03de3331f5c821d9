import { OrderDisplayGate as OrderDisplayGate_385d11e0e8a3a7e22fceefc117ce1e26 } from '../../../../collections/ordering/orders/admin/display/OrderDisplayGate'
import { OrderActions as OrderActions_901fefe6329e01c42cbe94f1ebb3e343 } from '../../../../collections/ordering/orders/admin/OrderActions'
import { OrderSummary as OrderSummary_19f4ad029864f362e12b7a27efc56226 } from '../../../../collections/ordering/orders/admin/OrderSummary'
import { OrderLineEditor as OrderLineEditor_50a0c827a453f62dc987ef2c62332d7e } from '../../../../collections/ordering/orders/admin/OrderLineEditor'
import { BranchCell as BranchCell_9844f122899626e955ebdf0b234d419b } from '../../../../collections/ordering/orders/admin/list/BranchCell'
import { BooleanCell as BooleanCell_43e131592e8e3f0a5914c1ac05df5262 } from '../../../../collections/admin/cells/BooleanCell'
import { MoneyField as MoneyField_6ff26b50c957ea9dd92bbf5e1a3888a8 } from '../../../../collections/ordering/orders/admin/MoneyField'
import { ItemRowLabel as ItemRowLabel_3df195430611cee15c9478fa246df6d7 } from '../../../../collections/ordering/orders/admin/ItemRowLabel'
import { TotalLabel as TotalLabel_e70d6988a1ad892caee42f400c96ebea } from '../../../../collections/ordering/orders/admin/list/TotalLabel'
import { OrderTotalCell as OrderTotalCell_c27453b8ea1376259f67010fc4b5bdb4 } from '../../../../collections/ordering/orders/admin/list/OrderTotalCell'
import { TaxRowLabel as TaxRowLabel_a7826ba66e4e9e38147e35bb2f12ef53 } from '../../../../collections/ordering/orders/admin/TaxRowLabel'
import { StatusBadgeCell as StatusBadgeCell_9b7d4fbb0e2b82f5b72b0decdf4225bb } from '../../../../collections/ordering/orders/admin/list/StatusBadgeCell'
import { CustomerCell as CustomerCell_47e3e5f7c1960a4b012bc2d2fb9985c3 } from '../../../../collections/ordering/orders/admin/list/CustomerCell'
import { OrderFilterPresets as OrderFilterPresets_66b9368fbc65bd76aae5f57a0275251c } from '../../../../collections/ordering/orders/admin/list/OrderFilterPresets'
import { OrderListDisplaySettings as OrderListDisplaySettings_82df7be75a8f72bb05014443739edbbf } from '../../../../collections/ordering/orders/admin/display/OrderListDisplaySettings'
import { BranchQrSheetLink as BranchQrSheetLink_78bdacdf4e6029d838f9060dc0776486 } from '../../../../collections/admin/qr/BranchQrSheetLink'
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
import { MoneyCell as MoneyCell_1e7e5aa3442a415e136ae84e64a7bfa2 } from '../../../../collections/admin/cells/MoneyCell'
import { CatalogueTabs as CatalogueTabs_636063fb4cdd5e19fd9d44fc9920d7e1 } from '../../../../collections/ordering/products/admin/CatalogueTabs'
import { ApproveAccount as ApproveAccount_5b6c474904771d90f66297621b5ad42c } from '../../../../collections/shop/admin/ApproveAccount'
import { WaitingAccountsFilter as WaitingAccountsFilter_b3977cb5352d608ea86dbf6709d234b1 } from '../../../../collections/shop/admin/WaitingAccountsFilter'
import { SiteAiDraft as SiteAiDraft_61c13b1d23799db59d57bed26cc02873 } from '@/collections/site/admin/SiteAiDraft'
import { GenerateImage as GenerateImage_002673b5b485d5b091dc34daeabdc649 } from '@/collections/site/admin/GenerateImage'
import { QrCodeImage as QrCodeImage_9b869e9084fa6c91b11c911ce0e13306 } from '../../../../collections/admin/qr/QrCodeImage'
import { DeviceActions as DeviceActions_d603bfa40986cea20c3cf642a729dc65 } from '@/collections/staff/admin/DeviceActions'
import { SignagePreview as SignagePreview_873a28e69a6b484c1dbd6129f3bf91be } from '@/collections/signage/admin/SignagePreview'
import { OnlineCell as OnlineCell_dfcf7871872ca78e498e5f66443c0d40 } from '../../../../collections/signage/admin/OnlineCell'
import { PlayerAddress as PlayerAddress_da14c66a8995875e7a16cf1d0d47ed0a } from '@/collections/signage/admin/PlayerAddress'
import { TvCommands as TvCommands_eeb70adf9cfdf67cbf0cfe717bbca881 } from '@/collections/signage/admin/TvCommands'
import { default as default_e40c97d805996e4d7f9b14c6dc2d6f24 } from '../../../../collections/admin/BrandIcon'
import { default as default_8b6a70ecf01e5cfc58701413d0ee4edf } from '../../../../collections/admin/BrandLogo'
import { StaffRememberMe as StaffRememberMe_09e79c346d0e204c2e95e0eac2c03154 } from '../../../../collections/admin/login/StaffRememberMe'
import { StatisticsNavLink as StatisticsNavLink_77c30dbaf081637d117bbe0ee5d8f82e } from '../../../../collections/admin/statistics/StatisticsNavLink'
import { WorkingTimeNavLink as WorkingTimeNavLink_7a67d270a7444285e988795d0a0a0d7c } from '../../../../collections/admin/workingTime/WorkingTimeNavLink'
import { BackendHashRedirect as BackendHashRedirect_58171e2f24ede7091674f3ee1dbabed3 } from '../../../../collections/admin/BackendHashRedirect'
import { DeskDashboard as DeskDashboard_ca4f5b77313d881402bfd07ea377409e } from '../../../../collections/admin/dashboard/DeskDashboard'
import { GermanAriaLabels as GermanAriaLabels_08fb16c870a7681dff66bfec0a887372 } from '../../../../collections/admin/GermanAriaLabels'
import { TodayView as TodayView_ad2492e960e18e7232f3468ad886f846 } from '../../../../storefront/desk/admin/TodayView'
import { StatisticsView as StatisticsView_aa81e751d9b8cf8f746d76822910d5db } from '../../../../collections/admin/statistics/StatisticsView'
import { WorkingTimeView as WorkingTimeView_8a60b59a08baae4c536fddbbd9253676 } from '../../../../collections/admin/workingTime/WorkingTimeView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/ordering/orders/admin/display/OrderDisplayGate#OrderDisplayGate": OrderDisplayGate_385d11e0e8a3a7e22fceefc117ce1e26,
  "/collections/ordering/orders/admin/OrderActions#OrderActions": OrderActions_901fefe6329e01c42cbe94f1ebb3e343,
  "/collections/ordering/orders/admin/OrderSummary#OrderSummary": OrderSummary_19f4ad029864f362e12b7a27efc56226,
  "/collections/ordering/orders/admin/OrderLineEditor#OrderLineEditor": OrderLineEditor_50a0c827a453f62dc987ef2c62332d7e,
  "/collections/ordering/orders/admin/list/BranchCell#BranchCell": BranchCell_9844f122899626e955ebdf0b234d419b,
  "/collections/admin/cells/BooleanCell#BooleanCell": BooleanCell_43e131592e8e3f0a5914c1ac05df5262,
  "/collections/ordering/orders/admin/MoneyField#MoneyField": MoneyField_6ff26b50c957ea9dd92bbf5e1a3888a8,
  "/collections/ordering/orders/admin/ItemRowLabel#ItemRowLabel": ItemRowLabel_3df195430611cee15c9478fa246df6d7,
  "/collections/ordering/orders/admin/list/TotalLabel#TotalLabel": TotalLabel_e70d6988a1ad892caee42f400c96ebea,
  "/collections/ordering/orders/admin/list/OrderTotalCell#OrderTotalCell": OrderTotalCell_c27453b8ea1376259f67010fc4b5bdb4,
  "/collections/ordering/orders/admin/TaxRowLabel#TaxRowLabel": TaxRowLabel_a7826ba66e4e9e38147e35bb2f12ef53,
  "/collections/ordering/orders/admin/list/StatusBadgeCell#StatusBadgeCell": StatusBadgeCell_9b7d4fbb0e2b82f5b72b0decdf4225bb,
  "/collections/ordering/orders/admin/list/CustomerCell#CustomerCell": CustomerCell_47e3e5f7c1960a4b012bc2d2fb9985c3,
  "/collections/ordering/orders/admin/list/OrderFilterPresets#OrderFilterPresets": OrderFilterPresets_66b9368fbc65bd76aae5f57a0275251c,
  "/collections/ordering/orders/admin/display/OrderListDisplaySettings#OrderListDisplaySettings": OrderListDisplaySettings_82df7be75a8f72bb05014443739edbbf,
  "/collections/admin/qr/BranchQrSheetLink#BranchQrSheetLink": BranchQrSheetLink_78bdacdf4e6029d838f9060dc0776486,
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
  "/collections/admin/cells/MoneyCell#MoneyCell": MoneyCell_1e7e5aa3442a415e136ae84e64a7bfa2,
  "/collections/ordering/products/admin/CatalogueTabs#CatalogueTabs": CatalogueTabs_636063fb4cdd5e19fd9d44fc9920d7e1,
  "/collections/shop/admin/ApproveAccount#ApproveAccount": ApproveAccount_5b6c474904771d90f66297621b5ad42c,
  "/collections/shop/admin/WaitingAccountsFilter#WaitingAccountsFilter": WaitingAccountsFilter_b3977cb5352d608ea86dbf6709d234b1,
  "@/collections/site/admin/SiteAiDraft#SiteAiDraft": SiteAiDraft_61c13b1d23799db59d57bed26cc02873,
  "@/collections/site/admin/GenerateImage#GenerateImage": GenerateImage_002673b5b485d5b091dc34daeabdc649,
  "/collections/admin/qr/QrCodeImage#QrCodeImage": QrCodeImage_9b869e9084fa6c91b11c911ce0e13306,
  "@/collections/staff/admin/DeviceActions#DeviceActions": DeviceActions_d603bfa40986cea20c3cf642a729dc65,
  "@/collections/signage/admin/SignagePreview#SignagePreview": SignagePreview_873a28e69a6b484c1dbd6129f3bf91be,
  "/collections/signage/admin/OnlineCell#OnlineCell": OnlineCell_dfcf7871872ca78e498e5f66443c0d40,
  "@/collections/signage/admin/PlayerAddress#PlayerAddress": PlayerAddress_da14c66a8995875e7a16cf1d0d47ed0a,
  "@/collections/signage/admin/TvCommands#TvCommands": TvCommands_eeb70adf9cfdf67cbf0cfe717bbca881,
  "/collections/admin/BrandIcon#default": default_e40c97d805996e4d7f9b14c6dc2d6f24,
  "/collections/admin/BrandLogo#default": default_8b6a70ecf01e5cfc58701413d0ee4edf,
  "/collections/admin/login/StaffRememberMe#StaffRememberMe": StaffRememberMe_09e79c346d0e204c2e95e0eac2c03154,
  "/collections/admin/statistics/StatisticsNavLink#StatisticsNavLink": StatisticsNavLink_77c30dbaf081637d117bbe0ee5d8f82e,
  "/collections/admin/workingTime/WorkingTimeNavLink#WorkingTimeNavLink": WorkingTimeNavLink_7a67d270a7444285e988795d0a0a0d7c,
  "/collections/admin/BackendHashRedirect#BackendHashRedirect": BackendHashRedirect_58171e2f24ede7091674f3ee1dbabed3,
  "/collections/admin/dashboard/DeskDashboard#DeskDashboard": DeskDashboard_ca4f5b77313d881402bfd07ea377409e,
  "/collections/admin/GermanAriaLabels#GermanAriaLabels": GermanAriaLabels_08fb16c870a7681dff66bfec0a887372,
  "/storefront/desk/admin/TodayView#TodayView": TodayView_ad2492e960e18e7232f3468ad886f846,
  "/collections/admin/statistics/StatisticsView#StatisticsView": StatisticsView_aa81e751d9b8cf8f746d76822910d5db,
  "/collections/admin/workingTime/WorkingTimeView#WorkingTimeView": WorkingTimeView_8a60b59a08baae4c536fddbbd9253676,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
