// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/RecordedRequest.h"

namespace volcano::test {

bool RecordedRequest::hasHeader(const QByteArray& name) const {
    return headerCount(name) > 0;
}

QByteArray RecordedRequest::header(const QByteArray& name) const {
    for (const auto& [key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

int RecordedRequest::headerCount(const QByteArray& name) const {
    int count = 0;
    for (const auto& header : headers) {
        if (header.first.compare(name, Qt::CaseInsensitive) == 0)
            ++count;
    }
    return count;
}

} // namespace volcano::test
