#pragma once

namespace volcano::sandbox {

// A fault the drills inject into one lock request (see FaultSettings).
enum class Fault { None, Unavailable, Reset, Truncate, Garbage, Stall };

} // namespace volcano::sandbox
