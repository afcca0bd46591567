-- Issue 25 (decision 0085): one price. Demo subscriptions taken out at the payment page's former
-- 9,99 € carry the one monthly price (4,99 € incl. VAT) that every page shows; no real payment was
-- ever taken at the old amount (the payment page is a demo).
UPDATE "subscriptions" SET "price_cents" = 499 WHERE "price_cents" = 999;
