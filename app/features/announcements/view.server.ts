import { formatLongDate } from "~/lib/dates";
import type { Announcement } from "./announcements.server";
import type { AnnouncementView } from "./components/AnnouncementsCard";

/** An announcement as the Home tab shows it, dated in the family's time zone. */
export function announcementView(a: Announcement, timeZone: string, language = "en"): AnnouncementView {
  return {
    id: a.id,
    title: a.title,
    content: a.content,
    pinned: a.pinned,
    author_name: a.author_name,
    status: a.status,
    date_label: formatLongDate(a.status === "published" ? (a.published_at ?? a.created_at) : a.created_at, timeZone, language),
    review_feedback: a.review_feedback,
    reviewed_by_name: a.reviewed_by_name,
  };
}
