// The API's schemas in the shop's words. Aliases only: the shapes come from openapi.json.
import type { components } from './schema';

type Schemas = components['schemas'];

// Catalog
export type Product = Schemas['ProductView'];
export type Variant = Schemas['VariantView'];
export type VariantImage = Schemas['VariantImageView'];
export type Category = Schemas['CategoryView'];
export type CategoryRef = Schemas['CategoryRef'];
export type AttributeType = Schemas['AttributeTypeView'];
export type AttributeValue = Schemas['AttributeValueView'];
export type StockBand = Schemas['StockBand'];
export type ProductStats = Schemas['ProductStatsView'];

// Reviews
export type Review = Schemas['ReviewView'];
export type MyReview = Schemas['MyReviewView'];
export type MyReviewState = Schemas['MyReviewStateView'];
export type ReviewPayload = Schemas['CreateReviewDto'];
export type ReviewEdit = Schemas['UpdateReviewDto'];
export type StaffReview = Schemas['StaffReviewView'];
export type ReviewStatus = Schemas['ReviewStatus'];
export type ReviewModeration = Schemas['ModerateReviewDto'];

// Inventory
export type InventoryProduct = Schemas['InventoryProductView'];
export type InventoryVariant = Schemas['InventoryVariantView'];
export type InventoryLog = Schemas['InventoryLogView'];
export type InventoryChangeType = Schemas['InventoryChangeType'];
export type InventoryStats = Schemas['InventoryStatsView'];
export type LowStockVariant = Schemas['LowStockVariantView'];

// Accounts
export type User = Schemas['UserView'];
export type Role = Schemas['Role'];
export type LoginResponse = Schemas['LoginResponse'];

// Cart and checkout
export type Cart = Schemas['CartView'];
export type CartItem = Schemas['CartItemView'];
export type CartCustomer = Schemas['CartCustomerView'];
export type MergedCart = Schemas['MergedCartView'];
export type SkippedLine = Schemas['SkippedLineView'];
export type SkipReason = Schemas['SkipReason'];
export type DeliveryMethod = Schemas['DeliveryMethodLabelView'];

// Delivery
export type DeliveryKind = Schemas['DeliveryKind'];
export type DeliveryOption = Schemas['DeliveryOptionView'];
export type OfferedPickupPoint = Schemas['OfferedPickupPointView'];
export type County = Schemas['CountyView'];
export type SavedAddress = Schemas['AddressView'];
export type OrderPickupPoint = Schemas['OrderPickupPointView'];

// Discount codes
export type DiscountType = Schemas['DiscountType'];
export type DiscountCode = Schemas['DiscountCodeView'];
export type DiscountCodeCreate = Schemas['CreateDiscountDto'];

// Orders and payments
export type Order = Schemas['OrderView'];
export type OrderItem = Schemas['OrderItemView'];
export type OrderItemVariant = Schemas['OrderItemVariantView'];
export type OrderStatus = Schemas['OrderStatus'];
export type StatusChange = Schemas['OrderHistoryView'];
export type TrackedOrder = Schemas['TrackedOrderView'];
export type TrackingStep = Schemas['TrackingStepView'];
export type OrderCustomer = Schemas['OrderCustomerView'];
export type OrderPayment = Schemas['OrderPaymentView'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type OrderRefund = Schemas['OrderRefundView'];
export type RefundStatus = Schemas['RefundStatus'];
export type RefundTerms = Schemas['RefundTermsView'];
export type OrderAction = Schemas['OrderAction'];
export type PaymentSession = Schemas['PaymentSessionView'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentMethodOption = Schemas['PaymentMethodView'];
export type MpesaAttempt = Schemas['MpesaAttemptAnswer'];
/** A row of staff's payments list: an M-Pesa prompt or an order's Pesapal payment. */
export type Payment = Schemas['PaymentView'];
export type PaymentListStatus = Schemas['PaymentListStatus'];

// Staff analytics
export type Overview = Schemas['OverviewView'];
export type Sales = Schemas['SalesView'];
export type SalesDay = Schemas['SalesDayView'];
export type BestSeller = Schemas['BestSellerView'];

// Contact
export type ContactMessage = Schemas['ContactMessageView'];
export type ContactSubject = Schemas['ContactSubject'];
export type Subscriber = Schemas['SubscriberView'];

// Notifications (the outbox) and their templates
export type Notification = Schemas['NotificationView'];
export type NotificationEvent = Schemas['NotificationEvent'];
export type NotificationChannel = Schemas['NotificationChannel'];
export type NotificationStatus = Schemas['NotificationStatus'];
export type DeliveryChannels = Schemas['DeliveryChannelsView'];
export type NotificationTemplate = Schemas['NotificationTemplateView'];
export type TemplatePreview = Schemas['TemplatePreviewView'];
export type TemplateSave = Schemas['SaveTemplateDto'];
export type TemplatePreviewRequest = Schemas['PreviewTemplateDto'];

// WhatsApp: the order updates' approved templates, and the inbox of customers' conversations
export type WhatsAppEvent = Schemas['WhatsAppEvent'];
export type WhatsAppTemplate = Schemas['WhatsAppTemplateView'];
export type WhatsAppTemplateSave = Schemas['SaveWhatsAppTemplateDto'];
export type WhatsAppTemplatePreviewRequest = Schemas['PreviewWhatsAppTemplateDto'];
export type WhatsAppTemplatePreview = Schemas['WhatsAppTemplatePreviewView'];
export type WhatsAppMessage = Schemas['WhatsAppMessageApiView'];
export type WhatsAppConversation = Schemas['WhatsAppConversationView'];
export type WhatsAppConversationDetail = Schemas['WhatsAppConversationDetailView'];
export type WhatsAppReply = Schemas['WhatsAppReplyDto'];

// Policy pages (privacy, terms, shipping, returns)
export type ShopPage = Schemas['ShopPageView'];
export type PublishedPage = Schemas['PublishedPageView'];
export type ShopPageSlug = Schemas['ShopPageSlug'];

// Answers that are only a message, and the two error bodies
export type Detail = Schemas['DetailView'];
export type ErrorDetail = Schemas['ErrorDetail'];
export type FieldErrors = Schemas['FieldErrors'];

// Request bodies
export type RegisterPayload = Schemas['RegisterDto'];
export type LoginPayload = Schemas['LoginDto'];
export type ChangePasswordPayload = Schemas['ChangePasswordDto'];
export type PasswordResetRequest = Schemas['PasswordResetRequestDto'];
export type PasswordResetConfirmPayload = Schemas['PasswordResetConfirmDto'];
export type ProfileUpdate = Schemas['UpdateProfileDto'];
export type CategoryPayload = Schemas['CreateCategoryDto'];
export type CategoryUpdate = Schemas['UpdateCategoryDto'];
export type AttributeTypePayload = Schemas['AttributeTypeDto'];
export type AttributeValuePayload = Schemas['CreateAttributeValueDto'];
export type AttributeValueUpdate = Schemas['UpdateAttributeValueDto'];
export type VariantInput = Schemas['VariantInput'];
export type VariantAttributeInput = Schemas['VariantAttributeInput'];
export type ProductPatch = Schemas['PatchProductDto'];
export type VariantStockUpdate = Schemas['UpdateVariantStockDto'];
export type AddToCartPayload = Schemas['AddToCartDto'];
export type CartItemUpdate = Schemas['UpdateCartItemDto'];
export type MergeCartPayload = Schemas['MergeCartDto'];
export type MergeLine = Schemas['MergeLineDto'];
export type CheckoutPayload = Schemas['CheckoutDto'];
export type ContactMessagePayload = Schemas['CreateContactMessageDto'];
export type SubscribePayload = Schemas['SubscribeDto'];
export type StatusChangePayload = Schemas['ChangeStatusDto'];
export type RefundPayload = Schemas['RefundDto'];
export type AcceptPaymentPayload = Schemas['AcceptPaymentDto'];
