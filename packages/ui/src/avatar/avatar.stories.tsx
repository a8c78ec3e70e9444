import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "./avatar.tsx";

// A tiny inline image keeps the story offline.
const portrait =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#c8e27c"/><circle cx="40" cy="32" r="14" fill="#1e6b3c"/><path d="M14 76c4-18 48-18 52 0" fill="#1e6b3c"/></svg>',
  );

const meta = {
  title: "Display/Avatar",
  component: Avatar,
  args: { name: "Sari Wulandari", size: 64 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Image: Story = { args: { src: portrait } };
export const BrokenImageFallsBack: Story = { args: { src: "/missing.png" } };
export const English: Story = { args: { name: "Budi" }, globals: { locale: "en" } };
