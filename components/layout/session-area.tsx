export { SessionArea } from "@/components/auth/session-area";
