export { AmountPicker, type AmountPickerProps } from "./amount-picker/amount-picker.tsx";
export { Avatar, type AvatarProps, initials } from "./avatar/avatar.tsx";
export { BadgeArt, type BadgeArtProps } from "./badge-card/badge-art.tsx";
export { BadgeCard, type BadgeCardProps } from "./badge-card/badge-card.tsx";
export { Button, type ButtonProps, type ButtonVariant } from "./button/button.tsx";
export { ChannelPicker, type ChannelPickerProps } from "./channel-picker/channel-picker.tsx";
export { Checkbox, type CheckboxProps } from "./checkbox/checkbox.tsx";
export { CopyField, type CopyFieldProps } from "./copy-field/copy-field.tsx";
export {
  DateRangeFilter,
  type DateRangeFilterProps,
  type DateRangeValue,
  initialDateRange,
} from "./date-range-filter/date-range-filter.tsx";
export { EmptyState, type EmptyStateProps } from "./empty-state/empty-state.tsx";
export { translateMessage } from "./field/translate.ts";
export { LeaderboardCard, type LeaderboardCardProps } from "./leaderboard-card/leaderboard-card.tsx";
export { Modal, type ModalProps } from "./modal/modal.tsx";
export { Pagination, type PaginationProps } from "./pagination/pagination.tsx";
export { PhoneField, type PhoneFieldProps } from "./phone-field/phone-field.tsx";
export { ProgressBar, type ProgressBarProps } from "./progress-bar/progress-bar.tsx";
export { ShareButtons, type ShareButtonsProps } from "./share-buttons/share-buttons.tsx";
export { ShareModal, type ShareModalProps } from "./share-modal/share-modal.tsx";
export { StatBox, type StatBoxProps } from "./stat-box/stat-box.tsx";
export { Stepper, type StepperProps } from "./stepper/stepper.tsx";
export { type TabItem, Tabs, type TabsProps } from "./tabs/tabs.tsx";
export { TextField, type TextFieldProps } from "./text-field/text-field.tsx";
export {
  Toast,
  type ToastMessage,
  type ToastProps,
  ToastProvider,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  useToast,
} from "./toast/toast.tsx";
