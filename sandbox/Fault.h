// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

namespace volcano::sandbox {

// A fault the drills inject into one lock request (see FaultSettings).
enum class Fault { None, Unavailable, Reset, Truncate, Garbage, Stall };

} // namespace volcano::sandbox
