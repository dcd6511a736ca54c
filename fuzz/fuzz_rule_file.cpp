// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Watch-rule files (RuleSet: JSON, and YAML through yaml-cpp) as the recorder's --rules,
// the console's rule file and `volcano-lockctl alerts` read them: hostile input is refused
// with a message or read into a set that is valid and writes back to an equal one.
#include "FuzzInput.h"
#include "alerts/RuleSet.h"

using namespace volcano::alerts;

namespace {

void check(const volcano::Expected<RuleSet>& read) {
    if (!read) {
        if (read.error().message.isEmpty())
            __builtin_trap();
        return;
    }
    if (!read->validate())
        __builtin_trap();
    const auto json = RuleSet::fromJson(read->toJson());
    const auto yaml = RuleSet::fromYaml(read->toYaml());
    if (!json || *json != *read || !yaml || *yaml != *read)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const FuzzInput input(data, size);
    check(input.flags() & 1 ? RuleSet::fromYaml(input.part(0)) : RuleSet::fromJson(input.part(0)));
    return 0;
}
