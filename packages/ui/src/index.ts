export { AmountPicker, type AmountPickerProps } from "./amount-picker/amount-picker.tsx";
export { Button, type ButtonProps, type ButtonVariant } from "./button/button.tsx";
export { ChannelPicker, type ChannelPickerProps } from "./channel-picker/channel-picker.tsx";
export { Checkbox, type CheckboxProps } from "./checkbox/checkbox.tsx";
export { translateMessage } from "./field/translate.ts";
export { PhoneField, type PhoneFieldProps } from "./phone-field/phone-field.tsx";
export { TextField, type TextFieldProps } from "./text-field/text-field.tsx";
