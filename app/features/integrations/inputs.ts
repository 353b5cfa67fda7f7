// zod inputs of the integrations, shared by the Integrations tab and the /api.
import { z } from "zod";
import { choice, flag, int, list, MAX, text } from "~/lib/inputs";
import { CALENDAR_PROVIDERS, DEFAULT_CALL_MINUTES, SOCIAL_PLATFORMS } from "./rules";

export const INTEGRATION_MSG = {
  calendarRequired: "Please fill in the title, start and end times",
  badDate: "Please enter a valid date and time",
  endAfterStart: "The end time must be after the start time",
  callRequired: "Please fill in the call title and time",
  duration: "Duration must be a whole number of minutes from 5 to 1440",
  handleRequired: "Please enter the family's page or handle",
  contentRequired: "Please write something to share",
  platformsRequired: "Please choose at least one platform",
  webdavRequired: "Please fill in the WebDAV address, username and password",
  webdavUrl: "Please enter the WebDAV address as an http:// or https:// URL",
} as const;

export const calendarConnectInput = z.object({ rotate: flag() });

export const calendarEventInput = z
  .object({
    title: text({ max: MAX.title }),
    description: text({ max: MAX.text }),
    start_time: text({ max: 40 }),
    end_time: text({ max: 40 }),
  })
  .refine((v) => v.title !== "" && v.start_time !== "" && v.end_time !== "", INTEGRATION_MSG.calendarRequired);

export const videoCallInput = z
  .object({
    title: text({ max: MAX.title }),
    description: text({ max: MAX.text }),
    scheduled_at: text({ max: 40 }),
    duration_minutes: int({ min: 5, max: 1440, message: INTEGRATION_MSG.duration, fallback: DEFAULT_CALL_MINUTES }),
    announce: flag(),
  })
  .refine((v) => v.title !== "" && v.scheduled_at !== "", INTEGRATION_MSG.callRequired);

export const socialConnectInput = z.object({
  handle: text({ max: MAX.short, required: INTEGRATION_MSG.handleRequired }),
});

export const socialPostInput = z.object({
  content: text({ max: MAX.text, required: INTEGRATION_MSG.contentRequired }),
  platforms: list(choice(SOCIAL_PLATFORMS), { max: SOCIAL_PLATFORMS.length }).refine(
    (v) => v.length > 0,
    INTEGRATION_MSG.platformsRequired,
  ),
});

export const webdavInput = z
  .object({
    url: text({ max: MAX.url }),
    username: text({ max: MAX.name }),
    password: text({ max: MAX.password, raw: true }),
  })
  .refine((v) => v.url !== "" && v.username !== "" && v.password !== "", INTEGRATION_MSG.webdavRequired)
  .refine((v) => v.url === "" || /^https?:\/\/[^\s/]+/i.test(v.url), { message: INTEGRATION_MSG.webdavUrl, path: ["url"] });

export const calendarProviderParam = choice(CALENDAR_PROVIDERS, { message: "Unknown calendar provider" });
