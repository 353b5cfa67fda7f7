-- The family's data version (decision record 272) also moves with every committed write to its
-- surveys, their questions, their responses and their answers (decision record 278): the surveys'
-- list (GET /api/surveys, the Surveys tab) is kept per family under that version, whoever writes (a
-- request, another server, the worker, an import, a cascade). Questions, responses and answers
-- carry no family: theirs is their survey's. It also moves with the family's email templates (the
-- Admin tab's announcement template), its campaigns' entries (GET /api/campaigns' totals), its
-- social accounts and its video calls (the Integrations tab), its directory, its trip's details
-- and activities, and its events' sign-up items and claims (members' and guests'), all kept per
-- family too.
CREATE TRIGGER `family_versions_survey_insert` AFTER INSERT ON `surveys` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_update` AFTER UPDATE ON `surveys` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_delete` AFTER DELETE ON `surveys` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_question_insert` AFTER INSERT ON `survey_questions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` = NEW.`survey_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_question_update` AFTER UPDATE ON `survey_questions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` IN (OLD.`survey_id`, NEW.`survey_id`));
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_question_delete` AFTER DELETE ON `survey_questions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` = OLD.`survey_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_response_insert` AFTER INSERT ON `survey_responses` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` = NEW.`survey_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_response_update` AFTER UPDATE ON `survey_responses` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` IN (OLD.`survey_id`, NEW.`survey_id`));
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_response_delete` AFTER DELETE ON `survey_responses` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` = OLD.`survey_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_answer_insert` AFTER INSERT ON `survey_answers` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` = NEW.`survey_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_answer_update` AFTER UPDATE ON `survey_answers` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` IN (OLD.`survey_id`, NEW.`survey_id`));
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_survey_answer_delete` AFTER DELETE ON `survey_answers` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `surveys` WHERE `id` = OLD.`survey_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_email_template_insert` AFTER INSERT ON `email_templates` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_email_template_update` AFTER UPDATE ON `email_templates` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_email_template_delete` AFTER DELETE ON `email_templates` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_campaign_entry_insert` AFTER INSERT ON `campaign_entries` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_campaign_entry_update` AFTER UPDATE ON `campaign_entries` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_campaign_entry_delete` AFTER DELETE ON `campaign_entries` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_social_integration_insert` AFTER INSERT ON `social_integrations` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_social_integration_update` AFTER UPDATE ON `social_integrations` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_social_integration_delete` AFTER DELETE ON `social_integrations` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_video_session_insert` AFTER INSERT ON `video_sessions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_video_session_update` AFTER UPDATE ON `video_sessions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_video_session_delete` AFTER DELETE ON `video_sessions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_directory_entry_insert` AFTER INSERT ON `directory_entries` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_directory_entry_update` AFTER UPDATE ON `directory_entries` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_directory_entry_delete` AFTER DELETE ON `directory_entries` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_activity_insert` AFTER INSERT ON `activities` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_activity_update` AFTER UPDATE ON `activities` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_activity_delete` AFTER DELETE ON `activities` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_reunion_details_insert` AFTER INSERT ON `reunion_details` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_reunion_details_update` AFTER UPDATE ON `reunion_details` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_reunion_details_delete` AFTER DELETE ON `reunion_details` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_signup_item_insert` AFTER INSERT ON `signup_items` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_signup_item_update` AFTER UPDATE ON `signup_items` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_signup_item_delete` AFTER DELETE ON `signup_items` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_signup_claim_insert` AFTER INSERT ON `signup_claims` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_signup_claim_update` AFTER UPDATE ON `signup_claims` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_signup_claim_delete` AFTER DELETE ON `signup_claims` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_guest_claim_insert` AFTER INSERT ON `guest_claims` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_guest_claim_update` AFTER UPDATE ON `guest_claims` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_guest_claim_delete` AFTER DELETE ON `guest_claims` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;
