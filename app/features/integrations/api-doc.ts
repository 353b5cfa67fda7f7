// Integrations in the OpenAPI document (see app/lib/api-doc.ts). Every call needs a paid plan
// (403 with the plan text) and the owner or an admin.
import { z } from "zod";
import { defineArea, messageResponse, openObject, type ApiCall } from "~/lib/api-doc";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { eventResponse } from "~/features/events/api-doc";
import { INTEGRATION_MSG, calendarConnectInput, calendarEventInput, socialConnectInput, socialPostInput, videoCallInput, webdavInput } from "./inputs";
import { CALENDAR_PROVIDERS, CLOUD_PROVIDERS, SOCIAL_PLATFORMS } from "./rules";
import { ROLE_DENIED } from "./gate.server";
import { PRIVATE_ADDRESS_MESSAGE } from "~/lib/outbound.server";

const gate: Array<[number, string]> = [
  [403, PLAN_LIMIT_MESSAGE.integrations],
  [403, ROLE_DENIED],
];
const base = { permission: "integrations.use", rule: "Needs a paid plan" } satisfies Partial<ApiCall>;
const calendarProvider = { provider: z.enum(CALENDAR_PROVIDERS) };
const cloudProvider = { provider: z.enum(CLOUD_PROVIDERS) };
const socialPlatform = { provider: z.enum(SOCIAL_PLATFORMS) };

const videoSession = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  scheduled_at: z.string(),
  duration_minutes: z.int(),
  status: z.string(),
  room_url: z.string(),
  join_url: z.string(),
  created_at: z.string(),
});

export const integrationsDoc = defineArea({
  id: "integrations",
  title: "Integrations",
  description: "Calendar feeds, social sharing links, video calls and cloud backups. Every call needs a paid plan and the owner or an admin.",
  calls: [
    {
      ...base,
      method: "get",
      path: "/integrations/calendar",
      summary: "Whether you have a calendar feed",
      response: z.object({ integrated: z.boolean(), provider: z.enum(CALENDAR_PROVIDERS).nullable() }),
      errors: gate,
    },
    { ...base, method: "delete", path: "/integrations/calendar", summary: "Stop your calendar feed at once", response: messageResponse, errors: gate },
    {
      ...base,
      method: "post",
      path: "/integrations/calendar/{provider}/connect",
      summary: "Get (or, with rotate, replace) your secret calendar feed link",
      params: calendarProvider,
      body: calendarConnectInput,
      response: openObject({ message: z.string() }, "The message and the feed links"),
      errors: [...gate, [404, "Unknown calendar provider"]],
      example: { rotate: false },
    },
    {
      ...base,
      method: "post",
      path: "/integrations/calendar/events",
      summary: "Create a family event with a start and end time",
      body: calendarEventInput,
      response: eventResponse.extend({ message: z.string(), end_time: z.string() }),
      errors: [...gate, [400, INTEGRATION_MSG.calendarRequired], [400, INTEGRATION_MSG.badDate], [400, INTEGRATION_MSG.endAfterStart]],
      example: { title: "Video catch-up", description: "", start_time: "2026-07-01T18:00:00Z", end_time: "2026-07-01T19:00:00Z" },
    },
    {
      ...base,
      method: "get",
      path: "/integrations/social",
      summary: "The family's social pages",
      response: z.object({ integrations: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), handle: z.string(), connected_at: z.string() })) }),
      errors: gate,
    },
    {
      ...base,
      method: "post",
      path: "/integrations/social/{provider}/connect",
      summary: "Record the family's page or handle on a platform",
      params: socialPlatform,
      body: socialConnectInput,
      response: z.object({ message: z.string(), platform: z.enum(SOCIAL_PLATFORMS), handle: z.string() }),
      errors: [...gate, [400, INTEGRATION_MSG.handleRequired], [404, "Unknown social platform"]],
      example: { handle: "@thelovelaces" },
    },
    { ...base, method: "delete", path: "/integrations/social/{provider}", summary: "Forget a platform", params: socialPlatform, response: messageResponse, errors: [...gate, [404, "Unknown social platform"]] },
    {
      ...base,
      method: "post",
      path: "/integrations/social/share",
      summary: "Share links for a post (nothing is posted for you)",
      body: socialPostInput,
      response: z.object({ content: z.string(), share_links: z.array(z.object({}).catchall(z.unknown())) }),
      errors: [...gate, [400, INTEGRATION_MSG.contentRequired], [400, INTEGRATION_MSG.platformsRequired]],
      example: { content: "Reunion photos are up!", platforms: ["facebook"] },
    },
    { ...base, method: "get", path: "/integrations/video-calls", summary: "Video calls", response: z.object({ sessions: z.array(videoSession) }), errors: gate },
    {
      ...base,
      method: "post",
      path: "/integrations/video-calls",
      summary: "Schedule a video call",
      body: videoCallInput,
      response: videoSession.extend({ message: z.string() }),
      errors: [...gate, [400, INTEGRATION_MSG.callRequired], [400, INTEGRATION_MSG.duration], [400, INTEGRATION_MSG.badDate]],
      example: { title: "Sunday call", description: "", scheduled_at: "2026-07-05T17:00:00Z", duration_minutes: 60 },
    },
    {
      ...base,
      method: "get",
      path: "/integrations/cloud-storage",
      summary: "Connected cloud storage",
      response: openObject({ integrations: z.array(z.object({}).catchall(z.unknown())), available: z.object({}).catchall(z.boolean()), photo_backup_available: z.boolean() }),
      errors: gate,
    },
    {
      ...base,
      method: "post",
      path: "/integrations/cloud-storage/{provider}/connect",
      summary: "Connect cloud storage: Google Drive and Dropbox answer an authorization_url to open; WebDAV takes {url, username, password}",
      params: cloudProvider,
      body: webdavInput,
      response: openObject({ message: z.string() }),
      errors: [...gate, [400, INTEGRATION_MSG.webdavRequired], [400, INTEGRATION_MSG.webdavUrl], [400, PRIVATE_ADDRESS_MESSAGE], [404, "Unknown cloud storage provider"], [503, "This server has no client credentials for the provider"]],
      example: { url: "https://dav.example.org/kindred/", username: "family", password: "app-password" },
    },
    { ...base, method: "delete", path: "/integrations/cloud-storage/{provider}", summary: "Disconnect cloud storage", params: cloudProvider, response: messageResponse, errors: [...gate, [404, "Unknown cloud storage provider"]] },
    {
      ...base,
      method: "post",
      path: "/integrations/cloud-storage/{provider}/backup",
      summary: "Start a photo backup (runs in the background)",
      params: cloudProvider,
      status: 202,
      response: messageResponse,
      errors: [...gate, [404, "Unknown cloud storage provider"], [409, "A backup is already running"]],
    },
  ],
});
