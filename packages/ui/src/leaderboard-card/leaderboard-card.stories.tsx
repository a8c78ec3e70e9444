import type { Meta, StoryObj } from "@storybook/react-vite";
import { LeaderboardCard } from "./leaderboard-card.tsx";

const volunteers = [
  {
    fullname: "Sari Wulandari",
    totalDonors: 18,
    totalDonations: 4_250_000,
    avgGift: 236_111,
    points: "4250.00",
  },
  {
    fullname: "Andi Pratama",
    totalDonors: 12,
    totalDonations: 2_900_000,
    avgGift: 241_667,
    points: "2900.00",
  },
  {
    fullname: "Dewi Lestari",
    totalDonors: 9,
    totalDonations: 1_600_000,
    avgGift: 177_778,
    points: "1600.00",
  },
  { fullname: "Rizky Hidayat", totalDonors: 5, totalDonations: 750_000, avgGift: 150_000, points: "750.00" },
];

function Board({ me }: { me: number }) {
  return (
    <div className="rb-stack" style={{ maxWidth: 960 }}>
      {volunteers.map((volunteer, index) => (
        <LeaderboardCard
          key={volunteer.fullname}
          rank={index + 1}
          {...volunteer}
          isCurrentUser={index === me}
        />
      ))}
    </div>
  );
}

const meta = {
  title: "Dashboard/LeaderboardCard",
  component: Board,
  args: { me: 3 },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gold, silver and bronze medals for the top three, a favourite mark for the rest. */
export const TopFour: Story = {};
export const English: Story = { globals: { locale: "en" } };
