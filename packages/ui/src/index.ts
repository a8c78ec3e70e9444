export { AmountPicker, type AmountPickerProps } from "./amount-picker/amount-picker.tsx";
export { Button, type ButtonProps, type ButtonVariant } from "./button/button.tsx";
export { ChannelPicker, type ChannelPickerProps } from "./channel-picker/channel-picker.tsx";
export { Checkbox, type CheckboxProps } from "./checkbox/checkbox.tsx";
export {
  DateRangeFilter,
  type DateRangeFilterProps,
  type DateRangeValue,
  initialDateRange,
} from "./date-range-filter/date-range-filter.tsx";
export { translateMessage } from "./field/translate.ts";
export { Pagination, type PaginationProps } from "./pagination/pagination.tsx";
export { PhoneField, type PhoneFieldProps } from "./phone-field/phone-field.tsx";
export { TextField, type TextFieldProps } from "./text-field/text-field.tsx";
