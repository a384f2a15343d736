CREATE TABLE "provider_notifications" (
	"gateway" text NOT NULL,
	"delivery_id" text NOT NULL,
	"out_trade_no" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_notifications_gateway_delivery_id_pk" PRIMARY KEY("gateway","delivery_id")
);
--> statement-breakpoint
CREATE INDEX "provider_notifications_received_idx" ON "provider_notifications" USING btree ("received_at");