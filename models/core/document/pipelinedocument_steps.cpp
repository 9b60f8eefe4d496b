// SPDX-License-Identifier: MIT
// PipelineDocument adding a step: from a component file, or a new command or parallel step from a template.
#include "pipelinedocument.h"

#include "yamltree.h"

namespace pw {

bool PipelineDocument::addStep(const QString& name, const NewStep& what, const QString& label)
{
    const std::string environment = "azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest";
    yaml::Value step = yaml::Value::mapping();
    switch (what.kind) {
    case NewStep::Kind::Component:
        step.set("type", yaml::Value::str(what.componentType.toStdString()));
        step.set("component", yaml::Value::str(what.component.toStdString()));
        break;
    case NewStep::Kind::Command:
        step.set("type", yaml::Value::str("command"));
        step.set("command", yaml::Value::str("echo \"replace with your command\""));
        step.set("environment", yaml::Value::str(environment));
        break;
    case NewStep::Kind::Parallel: {
        yaml::Value inputs = yaml::Value::mapping();
        yaml::Value inputData = yaml::Value::mapping();
        inputData.set("type", yaml::Value::str("uri_folder"));
        inputs.set("input_data", inputData);
        yaml::Value outputs = yaml::Value::mapping();
        yaml::Value result = yaml::Value::mapping();
        result.set("type", yaml::Value::str("uri_file"));
        outputs.set("job_output_file", result);
        yaml::Value resources = yaml::Value::mapping();
        resources.set("instance_count", yaml::Value::integer(1));
        yaml::Value retry = yaml::Value::mapping();
        retry.set("max_retries", yaml::Value::integer(2));
        retry.set("timeout", yaml::Value::integer(60));
        yaml::Value task = yaml::Value::mapping();
        task.set("type", yaml::Value::str("run_function"));
        task.set("code", yaml::Value::str("./src"));
        task.set("entry_script", yaml::Value::str("batch_score.py"));
        task.set("environment", yaml::Value::str(environment));
        task.set("append_row_to", yaml::Value::str("${{outputs.job_output_file}}"));
        step.set("type", yaml::Value::str("parallel"));
        step.set("inputs", inputs);
        step.set("outputs", outputs);
        step.set("input_data", yaml::Value::str("${{inputs.input_data}}"));
        step.set("mini_batch_size", yaml::Value::str("10"));
        step.set("resources", resources);
        step.set("max_concurrency_per_instance", yaml::Value::integer(1));
        step.set("error_threshold", yaml::Value::integer(-1));
        step.set("mini_batch_error_threshold", yaml::Value::integer(-1));
        step.set("retry_settings", retry);
        step.set("task", task);
        break;
    }
    }
    return setValue({QStringLiteral("jobs"), name}, step, label);
}

} // namespace pw
